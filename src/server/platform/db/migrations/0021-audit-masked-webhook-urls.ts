import type { Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-09-audit-masked-webhook-urls';

type Dialect = 'sqlite' | 'postgres';

/** Entries read per round (by id), so no one read grows with the log. */
const batch = 1_000;

// A copy of the masking of src/shared/validation/webhookUrlMask.ts as it was when this migration was
// written: what the app now writes into the audit log, applied to the entries written before.
const mark = '…';
const secretHosts = [
  /^hooks\.slack\.com$/,
  /(^|\.)webhook\.office\.com$/,
  /^outlook\.office(365)?\.com$/,
  /\.logic\.azure\.com$/,
  /\.powerplatform\.com$/,
  /^(ptb\.|canary\.)?discord(app)?\.com$/,
];
const token = (s: string) => s.length >= 20 && /[0-9]/.test(s) && /[A-Za-z]/.test(s) && /^[\w%.=+~@-]+$/.test(s);

function masked(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  const secret =
    secretHosts.some((h) => h.test(u.hostname)) ||
    u.search !== '' ||
    u.username !== '' ||
    u.password !== '' ||
    u.pathname.split('/').some(token);
  if (!secret) return url;
  const segments = u.pathname.split('/').filter(Boolean);
  const kept = segments.length > 0 && !token(segments[0]) ? [segments.shift()!] : [];
  const next = segments.shift();
  const shown = [
    ...kept,
    ...(next === undefined ? [] : [`${next.slice(0, 2)}${mark}`]),
    ...(segments.length > 0 ? [mark] : []),
  ];
  return `${u.protocol}//${u.host}/${shown.join('/')}${u.search ? `?${mark}` : ''}`;
}

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

interface Row {
  id: number;
  object_type: string | null;
  object_label: string | null;
  changes: string;
  search_text: string;
}

/**
 * Webhook addresses whose path or query carries their secret (Slack's, Teams') were written into the
 * audit log in clear: in a change of the field `webhookUrl` (alert settings, event webhooks) and as
 * the label of an event webhook (and so in the entry's search text). They are masked now, like every
 * entry the app writes from here on.
 *
 * Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const log = db as unknown as Kysely<{ audit_log: Row }>;
  let after = 0;
  for (;;) {
    const rows = await log
      .selectFrom('audit_log')
      .select(['id', 'object_type', 'object_label', 'changes', 'search_text'])
      .where('id', '>', after)
      .where((eb) => eb.or([eb('object_type', '=', 'webhook'), eb('changes', 'like', '%"webhookUrl"%')]))
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const changes = JSON.parse(row.changes) as Change[];
      const mask = (value: unknown) => (typeof value === 'string' ? masked(value) : value);
      const next = changes.map((c) =>
        c.field === 'webhookUrl' ? { ...c, before: mask(c.before), after: mask(c.after) } : c,
      );
      const label =
        row.object_type === 'webhook' && row.object_label !== null ? masked(row.object_label) : row.object_label;
      const search =
        label !== row.object_label && row.object_label !== null
          ? row.search_text.split(row.object_label.toLowerCase()).join(label!.toLowerCase())
          : row.search_text;
      const text = JSON.stringify(next);
      if (text === row.changes && label === row.object_label) continue;
      await log
        .updateTable('audit_log')
        .set({ changes: text, object_label: label, search_text: search })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1].id;
  }
}
