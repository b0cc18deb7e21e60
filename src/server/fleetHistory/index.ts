// fleetHistory: the fleet's daily snapshot per context (issue 53, 'Versionen im Verlauf'): registers
// per version, online share, open alerts per kind, red stores; the job that takes it and the API and
// CSV that read it. Other capabilities use only what is exported here.
export { fleetHistoryJob, snapshotFleet } from './jobs';
export { takeSnapshots } from './snapshot';
// The demo's past days (demo/fleetHistorySeed.ts) are measured and written as the job's are.
export { addDays, dayIn } from './logic';
export { measureContext, snapshotContexts, type FleetMeasure } from './repository/measure';
export { writeDay } from './repository/days';
