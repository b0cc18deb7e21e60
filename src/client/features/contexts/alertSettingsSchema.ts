import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';
import {
  alertEmailPattern,
  alertLimits,
  timeOfDayPattern,
  webhookUrlPattern,
} from '../../../shared/validation/alertSettings';
import type { TextRule } from '../../../shared/validation/textRule';
import { textSchema } from '../../lib/textSchema';
import { recipientLines } from './alertSettingsValues';

const t = texts.alerts.settings;
const l = alertLimits;

const timeRule = (label: string): TextRule => ({
  label,
  trim: true,
  required: true,
  format: { pattern: timeOfDayPattern, message: t.timeFormat },
});

/** The first recipient line that is no mail address, or too many of them. */
function recipientsProblem(text: string | undefined): string | undefined {
  const lines = recipientLines(text);
  if (lines.length > l.recipients.maxItems) return t.tooManyRecipients;
  const email = new RegExp(alertEmailPattern);
  const wrong = lines.find((line) => !email.test(line));
  if (wrong !== undefined) return t.email(wrong);
  const long = lines.find((line) => [...line].length > l.recipients.maxLength);
  return long === undefined ? undefined : texts.fields.max(t.recipients, l.recipients.maxLength);
}

// The alert tab's checks, the same the server makes (src/shared/validation/alertSettings.ts).
export const alertSettingsSchema = yup.object({
  minutes: yup
    .number()
    .typeError(t.minutesRange(t.minutes))
    .required(texts.fields.required(t.minutes))
    .integer(t.minutesRange(t.minutes))
    .min(l.minutes.min, t.minutesRange(t.minutes))
    .max(l.minutes.max, t.minutesRange(t.minutes)),
  time: textSchema(timeRule(t.time)),
  from: textSchema(timeRule(t.from)),
  to: textSchema(timeRule(t.to)),
  timeZone: textSchema({ label: t.timeZone, trim: true, required: true, maxLength: l.timeZone.maxLength }),
  recipients: yup.string().test({
    name: 'recipients',
    test: (value, context) => {
      const problem = recipientsProblem(value);
      return problem === undefined || context.createError({ message: problem });
    },
  }),
  webhookUrl: textSchema({
    label: t.webhookUrl,
    trim: true,
    maxLength: l.webhookUrl.maxLength,
    format: { pattern: webhookUrlPattern, message: t.url },
  }),
  webhookSecret: textSchema({ label: t.webhookSecret, trim: true, ...l.webhookSecret }),
});
