// The store calendar: opening hours, holidays and the update windows they leave. What others use of it.

export { contextWindowsNow, storeWindowNow, type ContextStoreWindow, type StoreWindowState } from './storeWindowState';
export { mayInstallAt, nextUpdateWindow } from './logic';
