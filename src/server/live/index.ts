// live: the changes of a context as Server-Sent Events to the browsers (issue 54). Capabilities tell
// of their changes through `publishLive`; the app closes the streams and the publisher on shutdown.
export { publishLive, closeLivePublisher, livePublisher } from './publisher';
export type { LiveChange, LiveEvent } from './events';
export { closeLiveHub } from './hub';
export { publishInstallation } from './installs';
export { closeAccessWatch } from './watch';
export { liveOfflineJob, liveRetentionJob } from './jobs';
