import * as yup from 'yup';
import { textProblem, type TextRule } from '../../shared/validation/textRule';

/**
 * A yup test that checks a field by its shared rule, so a form says exactly what the server's check
 * would. `ruleOf` may pick the rule from the other fields (undefined: not checked).
 */
export function ruleTest(
  ruleOf: (form: Record<string, unknown>) => TextRule | undefined,
): yup.TestConfig<string | undefined> {
  return {
    name: 'sharedRule',
    test(value, context) {
      const rule = ruleOf((context.parent ?? {}) as Record<string, unknown>);
      const problem = rule && textProblem(rule, value);
      return problem === undefined || context.createError({ message: problem });
    },
  };
}

/** A string field checked by its shared rule; a trimmed rule validates the trimmed value. */
export function textSchema(rule: TextRule): yup.StringSchema<string | undefined> {
  return (rule.trim ? yup.string().trim() : yup.string()).test(ruleTest(() => rule));
}
