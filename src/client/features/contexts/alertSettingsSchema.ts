import * as yup from 'yup';
import { alertKinds, type AlertKind } from '../../../shared/alerts/alertKinds';
import { thresholdOf } from '../../../shared/alerts/alertThresholds';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { messageTexts } from '../../../shared/texts/de/messages';
import {
  alertLimits,
  isTimeZone,
  recipientProblems,
  timeOfDayPattern,
  webhookUrlProblem,
} from '../../../shared/validation/alertSettings';
import { textProblem } from '../../../shared/validation/textRule';
import { recipientLines } from './alertSettingsValues';
import { alertNotifySchema } from './alertNotifyValues';

const t = alertTexts.alerts.settings;
const problems = alertTexts.alertCommon.problems;

/** A yup test from a check that returns a field's problem or undefined. */
const check = (problemOf: (value: string, form: Record<string, unknown>) => string | undefined) => ({
  name: 'sharedCheck',
  test(value: string | undefined, context: yup.TestContext) {
    const problem = problemOf((value ?? '').trim(), (context.parent ?? {}) as Record<string, unknown>);
    return problem === undefined || context.createError({ message: problem });
  },
});

/** The check of a kind's threshold field, the server's (its catalogue entry's), named by the field's label. */
function threshold(kind: AlertKind) {
  const { spec, label } = thresholdOf(kind)!;
  return yup
    .string()
    .test(check((value) => (value !== '' && spec.isValid(spec.fromText(value)) ? undefined : spec.problem(label))));
}

const time = (label: string) =>
  yup.string().test(check((value) => (new RegExp(timeOfDayPattern).test(value) ? undefined : problems.time(label))));

/**
 * The alert tab's checks: the server's own (src/shared/validation/alertSettings.ts), field by field
 * so each message shows under its field. A webhook needs a secret, a new one or the one stored.
 */
export const alertSettingsSchema = (hasStoredSecret: boolean) =>
  yup.object({
    thresholds: yup.object(
      Object.fromEntries(alertKinds.filter((kind) => thresholdOf(kind)).map((kind) => [kind, threshold(kind)])),
    ),
    from: time(t.from),
    to: time(t.to),
    timeZone: yup.string().test(
      check((value) => {
        if (!value) return messageTexts.fields.required(t.timeZone);
        return isTimeZone(value) ? undefined : problems.timeZone(value);
      }),
    ),
    recipients: yup.string().test(check((value) => recipientProblems(recipientLines(value))[0])),
    webhookUrl: yup.string().test(check((value) => (value ? webhookUrlProblem(value) : undefined))),
    webhookSecret: yup.string().test(
      check((value, form) => {
        if (value) return textProblem({ label: t.webhookSecret, ...alertLimits.webhookSecret }, value);
        const url = String(form.webhookUrl ?? '').trim();
        // Slack and Teams check no signature (alertIntegrations.formatHint).
        const signed = (form.webhookFormat ?? 'signedJson') === 'signedJson';
        return url && signed && !hasStoredSecret ? problems.webhookSecretMissing : undefined;
      }),
    ),
    notify: alertNotifySchema,
  });
