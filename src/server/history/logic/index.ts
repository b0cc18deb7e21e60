// The pure core of history: no database, no HTTP, no clock of its own. What a heartbeat reports by
// section and key (reported.ts), its fingerprints, the diff against the stored values, the replay
// of changes and the offline spans (diff.ts), the values at an earlier time and their comparison
// (compare.ts), the window before an alert (before.ts).
export {
  cashpointDigests,
  cashpointSections,
  isFullCashpointBeat,
  isFullStoreBeat,
  storeDigests,
  storeSections,
} from './reported';
export { diffSections, fingerprintsOf, flatten, offlineSpan, replay, unchanged, type Fingerprints } from './diff';
export { fingerprintOf, type Change, type Sections, type Values } from './values';
export { compareValues, valuesBefore, type CompareRow } from './compare';
export { beforeAlertLimit, beforeAlertMs, newestFirst, type TimedChange } from './before';
