// history: what the agents reported, kept as changes (issue 53, 'Zeitleiste'): the ingest that
// compares each heartbeat with the stored fingerprints and writes only what changed, the offline
// spans, and their daily retention. Other capabilities use only what is exported here.
export { historyIngest, type HistoryIngest } from './ingest';
export { deleteExpiredHistory, historyRetentionJob } from './jobs';
