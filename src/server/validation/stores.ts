import { messages } from '../../shared/texts/serverMessages';

// The check of a store's name that the contract's schema cannot express: blank is not a name.

/** What is wrong with a store's new name, or null. */
export function storeNameProblem(name: string): string | null {
  return name.trim() ? null : messages.storeNameBlank;
}
