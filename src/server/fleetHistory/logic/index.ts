// The pure core of fleetHistory: no database, no HTTP, no clock of its own.
export { addDays, dayBefore, dayIn, firstDayOf } from './days';
export { onlineShare, versionOrder, weekOverWeek, type DayVersions, type VersionCount } from './versions';
