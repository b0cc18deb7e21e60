import { cashpointTexts } from '../texts/de/cashpoints';
import { fleetTexts } from '../texts/de/fleet';
import { messageTexts } from '../texts/de/messages';
import { limits } from './limits';
import { lengthsOf, type TextRule } from './textRule';

const p = cashpointTexts.cashpoints.prompts;

// Store and register numbers are digits only, each with its own message; a store name is required.
export const storeIdRule = {
  label: p.storeLabel,
  trim: true,
  required: true,
  format: { pattern: limits.store.storeId.pattern, message: () => messageTexts.errors.invalidStoreId },
  ...lengthsOf(limits.store.storeId),
} as const satisfies TextRule;

export const posIdRule = {
  label: p.cashpointLabel,
  trim: true,
  required: true,
  format: { pattern: limits.cashpoint.posId.pattern, message: () => messageTexts.errors.invalidPosId },
  ...lengthsOf(limits.cashpoint.posId),
} as const satisfies TextRule;

export const storeNameRule = {
  label: fleetTexts.fleet.storeNameLabel,
  trim: true,
  required: true,
  ...lengthsOf(limits.store.name),
} as const satisfies TextRule;
