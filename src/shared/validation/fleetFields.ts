import { texts } from '../texts/de';
import { limits } from './limits';
import { lengthsOf, type TextRule } from './textRule';

const p = texts.cashpoints.prompts;

// Store and register numbers are digits only, each with its own message; a store name is required.
export const storeIdRule = {
  label: p.storeLabel,
  trim: true,
  required: true,
  format: { pattern: limits.store.storeId.pattern, message: () => texts.errors.invalidStoreId },
  ...lengthsOf(limits.store.storeId),
} as const satisfies TextRule;

export const posIdRule = {
  label: p.cashpointLabel,
  trim: true,
  required: true,
  format: { pattern: limits.cashpoint.posId.pattern, message: () => texts.errors.invalidPosId },
  ...lengthsOf(limits.cashpoint.posId),
} as const satisfies TextRule;

export const storeNameRule = {
  label: texts.fleet.storeNameLabel,
  trim: true,
  required: true,
  ...lengthsOf(limits.store.name),
} as const satisfies TextRule;
