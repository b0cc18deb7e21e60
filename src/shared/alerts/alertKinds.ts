import type { components } from '../generated/contract';

export type AlertKind = components['schemas']['AlertKind'];

/** Every kind of alert the checks detect, in the order the page's filter and the settings list them. */
export const alertKinds = [
  'storeDown',
  'cashpointOffline',
  'installFailed',
  'dayCloseMissing',
  'serviceStopped',
] as const satisfies readonly AlertKind[];

// A kind the contract gains must be listed above: this line does not compile while one is missing.
const everyKindListed: Exclude<AlertKind, (typeof alertKinds)[number]> extends never ? true : never = true;
void everyKindListed;
