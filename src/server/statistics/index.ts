// The version statistics (per context and kind: which versions the targets run). No other
// capability uses them yet; this is their public surface when one does.

export { installedCounts, versionsOf } from './repository/versionStatistics';
