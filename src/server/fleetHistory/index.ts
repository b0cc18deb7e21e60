// fleetHistory: the fleet's daily snapshot per context (issue 53, 'Versionen im Verlauf'): registers
// per version, online share, open alerts per kind, red stores; the job that takes it and the API and
// CSV that read it. Other capabilities use only what is exported here.
export { fleetHistoryJob, snapshotFleet } from './jobs';
export { takeSnapshots } from './snapshot';
