import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';
import {
  alertLimits,
  isTimeZone,
  recipientProblems,
  timeOfDayPattern,
  webhookUrlProblem,
} from '../../../shared/validation/alertSettings';
import { textProblem } from '../../../shared/validation/textRule';
import { recipientLines } from './alertSettingsValues';

const t = texts.alerts.settings;
const problems = texts.alertCommon.problems;
const { minimum, maximum } = alertLimits.minutes;

/** A yup test from a check that returns a field's problem or undefined. */
const check = (problemOf: (value: string, form: Record<string, unknown>) => string | undefined) => ({
  name: 'sharedCheck',
  test(value: string | undefined, context: yup.TestContext) {
    const problem = problemOf((value ?? '').trim(), (context.parent ?? {}) as Record<string, unknown>);
    return problem === undefined || context.createError({ message: problem });
  },
});

const minutes = (label: string) =>
  yup.string().test(
    check((value) => {
      const n = Number(value);
      return value !== '' && Number.isInteger(n) && n >= minimum && n <= maximum
        ? undefined
        : problems.range(label, minimum, maximum);
    }),
  );

const time = (label: string) =>
  yup.string().test(check((value) => (new RegExp(timeOfDayPattern).test(value) ? undefined : problems.time(label))));

/**
 * The alert tab's checks: the server's own (src/shared/validation/alertSettings.ts), field by field
 * so each message shows under its field. A webhook needs a secret, a new one or the one stored.
 */
export const alertSettingsSchema = (hasStoredSecret: boolean) =>
  yup.object({
    minutes: minutes(t.minutes),
    storeDownMinutes: minutes(t.storeDownMinutes),
    time: time(t.time),
    from: time(t.from),
    to: time(t.to),
    timeZone: yup.string().test(
      check((value) => {
        if (!value) return texts.fields.required(t.timeZone);
        return isTimeZone(value) ? undefined : problems.timeZone(value);
      }),
    ),
    recipients: yup.string().test(check((value) => recipientProblems(recipientLines(value))[0])),
    webhookUrl: yup.string().test(check((value) => (value ? webhookUrlProblem(value) : undefined))),
    webhookSecret: yup.string().test(
      check((value, form) => {
        if (value) return textProblem({ label: t.webhookSecret, ...alertLimits.webhookSecret }, value);
        const url = String(form.webhookUrl ?? '').trim();
        return url && !hasStoredSecret ? problems.webhookSecretMissing : undefined;
      }),
    ),
  });
