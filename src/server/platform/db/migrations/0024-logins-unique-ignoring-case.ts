import { sql, type Kysely } from 'kysely';

/** The name kysely_migration records; databases migrated before hold it, so it never changes. */
export const name = '2026-12-12-logins-unique-ignoring-case';

type Dialect = 'sqlite' | 'postgres';

// Logins are unique whatever their case (issue 44): `ADMIN` beside `admin` is one login. Until now
// only the exact spelling was unique, and a login through the OpenID Provider could create `ADMIN`
// beside a local `admin`, after which the real account could no longer be saved (409).
//
// Accounts that already clash are not refused (the console would not start, and nobody could fix
// them in its user dialog): in each group of logins equal but for case, the local account keeps its
// login (one made through the provider yields), among equals the oldest; every other one is renamed
// to `<login>-umbenannt-<id>` and the rename is written to the audit log as the system's change, and
// to the server's log. A renamed account made by the provider is refused at its next login
// (`loginTaken`) until an administrator settles the clash.
//
// The index folds case with the database's own lower(), which the queries compare with too
// (accounts/repository/users.ts): ASCII letters on SQLite, on PostgreSQL as its locale says.
// Frozen: a migration imports nothing but Kysely, so what it did never changes with the code around it.

interface Account {
  id: number;
  uid: string;
  login: string;
  folded: string;
  kind: string;
  /** The provider that made the account, null for a local one. */
  issuer: string | null;
}

const maxLoginLength = 100;
/** As the audit log's insert makes it (audit/repository/auditLog.ts when this was written). */
const searchText = (fields: (string | null)[]) => fields.map((f) => (f ?? '').toLowerCase()).join('\u001f');

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  const { rows } = await sql<Account>`
    select id, uid, login, lower(login) as folded, kind, sso_issuer as issuer from users
    where lower(login) in (select lower(login) from users group by lower(login) having count(*) > 1)
    order by id`.execute(db);
  if (rows.length > 0) {
    const taken = new Set(
      (await sql<{ folded: string }>`select lower(login) as folded from users`.execute(db)).rows.map((r) => r.folded),
    );
    const groups = new Map<string, Account[]>();
    for (const row of rows) groups.set(row.folded, [...(groups.get(row.folded) ?? []), row]);
    const now = Date.now();
    for (const group of groups.values()) {
      // Local accounts first, then by age (the rows come ordered by id).
      const [, ...yielding] = [...group].sort((a, b) => Number(a.issuer !== null) - Number(b.issuer !== null));
      for (const account of yielding) {
        const login = await freeLogin(db, account, taken);
        await sql`update users set login = ${login} where id = ${account.id}`.execute(db);
        await auditRename(db, account, login, now);
        console.warn(
          `Migration ${name}: login '${account.login}' renamed to '${login}' (another account has it in other case)`,
        );
      }
    }
  }
  await sql`create unique index users_login_lower on users (lower(login))`.execute(db);
}

/** `<login>-umbenannt-<id>`, cut to the longest login, with a number more when even that is taken. */
async function freeLogin(db: Kysely<unknown>, account: Account, taken: Set<string>): Promise<string> {
  for (let n = 1; ; n++) {
    const suffix = `-umbenannt-${account.id}${n > 1 ? `-${n}` : ''}`;
    const login = account.login.slice(0, maxLoginLength - suffix.length) + suffix;
    const { rows } = await sql<{ folded: string }>`select lower(cast(${login} as text)) as folded`.execute(db);
    const folded = rows[0]!.folded;
    if (!taken.has(folded)) {
      taken.add(folded);
      return login;
    }
  }
}

async function auditRename(db: Kysely<unknown>, account: Account, login: string, at: number): Promise<void> {
  const service = account.kind === 'service';
  const entry = {
    userLogin: 'system',
    userName: 'System',
    objectLabel: login,
  };
  const changes = JSON.stringify([{ field: 'login', before: account.login, after: login }]);
  await sql`insert into audit_log
      (at, user_id, user_login, user_name, address, context_id, context_key, context_name, action,
       object_type, object_id, object_label, changes, search_text, token_label)
    values (${at}, null, ${entry.userLogin}, ${entry.userName}, null, null, null, null,
      ${service ? 'serviceAccountChanged' : 'userChanged'}, ${service ? 'serviceAccount' : 'user'},
      ${account.uid}, ${login}, ${changes},
      ${searchText([entry.userLogin, entry.userName, null, null, null, login])}, null)`.execute(db);
}
