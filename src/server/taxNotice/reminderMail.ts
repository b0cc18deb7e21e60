import { changeKinds, type ChangeKind } from '../../shared/taxNotice/fields';
import { taxNoticeTexts } from '../../shared/texts/de/taxNotice';
import type { MailMessage } from '../platform/mail/smtpMailer';

const t = taxNoticeTexts.taxNotice;
const german = (day: string) => day.split('-').reverse().join('.');

export interface ReminderStore {
  storeUid: string;
  storeId: string;
  storeName: string;
  deadline: string;
  kinds: string[];
}

/** The reminder to a context's recipients: its stores by deadline, each with what changed. */
export function reminderMail(
  contextName: string,
  contextKey: string,
  stores: ReminderStore[],
  publicUrl: string | undefined,
): MailMessage {
  const sorted = [...stores].sort(
    (a, b) => a.deadline.localeCompare(b.deadline) || a.storeId.localeCompare(b.storeId, 'de', { numeric: true }),
  );
  const what = (kinds: string[]) =>
    changeKinds
      .filter((k) => kinds.includes(k))
      .map((k: ChangeKind) => t.changeKinds[k])
      .join(', ');
  const lines = [
    t.changes.reminder.intro(contextName),
    '',
    ...sorted.map((s) => t.changes.reminder.store(s.storeId, s.storeName, german(s.deadline), what(s.kinds))),
  ];
  if (publicUrl)
    lines.push(
      '',
      t.changes.reminder.link(`${publicUrl.replace(/\/$/, '')}/frontend/kassenmeldungen?contextId=${contextKey}`),
    );
  return { subject: t.changes.reminder.subject(contextName, german(sorted[0]!.deadline)), text: lines.join('\n') };
}
