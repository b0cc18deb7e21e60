// The input checks of fiscal beyond the contract's schemas, with German messages from
// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out).
import { fiscalTexts } from '../../shared/texts/de/fiscal';
import type { components } from '../../shared/generated/contract';
import { dayOf } from './logic';

type AgentTse = components['schemas']['AgentTse'];
const problems = fiscalTexts.fiscal.problems;

/** What the contract's schema cannot say about a reported TSE: a counter above its capacity. */
export function tseProblems(tse: AgentTse | undefined): string[] {
  if (!tse) return [];
  const { signatureCounter: counter, signatureCapacity: capacity } = tse;
  if (counter != null && capacity != null && counter > capacity)
    return [problems.counterAboveCapacity(counter, capacity)];
  return [];
}

/** A swap plan's day may not lie before today (UTC). */
export function planProblems(date: string, now: number): string[] {
  const today = dayOf(now);
  return date < today ? [problems.planInPast(date, today)] : [];
}
