import type { components } from '../../../shared/generated/contract';

/** One change of a context as the stream sends it (the contract's LiveEvent). */
export type LiveEvent = components['schemas']['LiveEvent'];
/** The fields of a register's or store server's row that changed, and only those. */
export type LiveChanges = components['schemas']['LiveChanges'];
export type LiveKind = LiveEvent['kind'];
