import { messageTexts } from '../texts/de/messages';
import type { FieldLimits } from './limits';

/** A pattern a filled-in field must match, and what the form says (naming the field) when it does not. */
export interface TextFormat {
  readonly pattern: string;
  readonly message: (name: string) => string;
}

/** How one text field of a form is checked, on the page and again on the server. */
export interface TextRule {
  /** The label the form shows; messages name the field by it. */
  readonly label: string;
  /** Leading and trailing blanks do not count. */
  readonly trim?: boolean;
  readonly required?: boolean;
  /** Said instead of the generic required message. */
  readonly requiredMessage?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: TextFormat;
}

/** The lengths of a field's limits; its pattern needs a message, so a rule takes it as a format. */
export function lengthsOf<Limits extends FieldLimits>(fieldLimits: Limits): LengthsOf<Limits> {
  return { minLength: fieldLimits.minLength, maxLength: fieldLimits.maxLength } as LengthsOf<Limits>;
}

type LengthOf<Limits, Key extends 'minLength' | 'maxLength'> = Limits extends { readonly [K in Key]: infer N }
  ? N
  : undefined;
type LengthsOf<Limits> = {
  readonly minLength: LengthOf<Limits, 'minLength'>;
  readonly maxLength: LengthOf<Limits, 'maxLength'>;
};

/**
 * The first thing wrong with a field's value, or undefined. An empty optional field is fine however
 * short. `name` is how the message names the field: the label unless the caller names it otherwise
 * (the server names some fields by their property, as its contract errors do).
 */
export function textProblem(rule: TextRule, value: string | null | undefined, name = rule.label): string | undefined {
  const text = rule.trim ? (value ?? '').trim() : (value ?? '');
  if (!text) return rule.required ? (rule.requiredMessage ?? messageTexts.fields.required(name)) : undefined;
  if (rule.format && !new RegExp(rule.format.pattern).test(text)) return rule.format.message(name);
  // Characters as a reader counts them, and as the contract's length limits do: an emoji is one,
  // not the two UTF-16 units JavaScript's `length` would count.
  const length = [...text].length;
  if (rule.minLength !== undefined && length < rule.minLength) return messageTexts.fields.min(name, rule.minLength);
  if (rule.maxLength !== undefined && length > rule.maxLength) return messageTexts.fields.max(name, rule.maxLength);
  return undefined;
}

/** How messages name the fields: by the form's labels, or by the properties of the request. */
export type NameBy = 'label' | 'property';

/** The first problem of every field, in the order the rules list the fields. */
export function formProblems<Rules extends Readonly<Record<string, TextRule>>>(
  rules: Rules,
  values: { readonly [Field in keyof Rules]?: string | null },
  nameBy: NameBy = 'label',
): string[] {
  const fields = Object.keys(rules) as (keyof Rules & string)[];
  return fields.flatMap((field) => {
    const rule = rules[field];
    const problem = textProblem(rule, values[field], nameBy === 'label' ? rule.label : field);
    return problem === undefined ? [] : [problem];
  });
}
