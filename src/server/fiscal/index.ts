// fiscal: the TSEs the agents report (issue 50): their ingest from the heartbeats, the cockpit's
// list, forecast, detail and swap plans. Other capabilities use only what is exported here.
export { tseIngest, type TseIngest } from './ingest';
export { tseProblems } from './validation';
export { tseReportJob } from './jobs';
// The days left and the capacity used as the cockpit counts them, for the register report's TSE columns.
export { capacityUsedPercent, dayOf, daysLeft } from './logic';
// The columns of a reported TSE, for the demo's seed to store its TSEs as the ingest does.
export { reportedValues } from './repository/ingest';
