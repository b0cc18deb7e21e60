import { cashpointChecks, storeChecks, type Check } from '../../shared/reports/checks';
import { contextFormProblems } from '../../shared/validation/contextForm';
import type { components } from '../../shared/generated/contract';
import { messages } from '../../shared/texts/serverMessages';

// The context dialog's field rules (shared with the page), and what only the server knows: which
// check ids exist.

type ContextForm = components['schemas']['ContextForm'];

/** The German messages of every field at fault, then the check ids no report column has. */
export function contextFormErrors(form: ContextForm): string[] {
  const errors = contextFormProblems(form);
  const unknown = (catalogue: readonly Check[], ids: string[]) =>
    ids.filter((id) => !catalogue.some((c) => c.id === id));
  const unknownIds = [
    ...unknown(storeChecks, form.visibleStoreCheckIds),
    ...unknown(cashpointChecks, form.visibleCashpointCheckIds),
  ];
  if (unknownIds.length > 0) errors.push(`${messages.unknownChecks} ${unknownIds.join(', ')}`);
  return errors;
}
