// The store calendar: each store's hours, holidays and special days, and the update window rule by
// which its agents install only while it is closed. What others use of it.

export { nextUpdateWindow, mayInstallAt, storeDayState, publicHoliday, type WindowMs } from './logic';
export { effectiveWindowRule, storeFacts } from './stored';
export { dayCloseOf, storeDayCloseAt } from './repository/dayClose';
export {
  contextWindowsNow,
  storeWindowNow,
  storeWindowOfStamp,
  storeWindowUntil,
  type ContextStoreWindow,
  type StoreWindowState,
} from './storeWindowState';
// The demo seeds calendars through the same writes and canonical forms as the operator API.
export { writeContextCalendar, writeContextWindowRule, writeStoreCalendars } from './repository/calendars';
export { normalizedCalendar, normalizedSpecialDays } from './calendarValues';
export type { StoredCalendar } from './stored';
export { waitingText } from './waitingText';
export { calendarStamp, stampOfRow, windowStampQuery } from './repository/storeWindows';
export { storeRegions } from './storeRegions';
export { storeCalendarFacts } from './storeCalendarFacts';
export { storesOpenNow, storesOpenNowOrUnknown, storesOpenSince } from './storeOpenNow';
