import { storeNameRule } from '../../shared/validation/fleetFields';
import { textProblem } from '../../shared/validation/textRule';

// Both ways of renaming a store (cashpoints page and store agents page) check the name by the
// prompt's rule and name the field `name` alike.

/** What is wrong with a store's new name, or undefined. */
export function storeNameProblem(name: string): string | undefined {
  return textProblem(storeNameRule, name, 'name');
}
