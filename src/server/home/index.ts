// The start page's per-context summaries (the statistics page shows them too).

export { visibleContextSummaries } from './contextSummaries';
