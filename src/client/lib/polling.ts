/** How often a page that shows live fleet data asks the server again while it is open. */
export const pollingIntervalMs = 60_000;
