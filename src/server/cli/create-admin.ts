import crypto from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { openDb } from '../db/connection';
import { migrate } from '../db/migrations';
import { allRights } from '../security/rules';

// Creates the first administrator of a production installation (no demo accounts there):
//   npm run create-admin -- --login chef --password 'geheim123' [--first-name Max --last-name Muster]
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: 'Admin' },
      'last-name': { type: 'string', default: 'Administrator' },
      email: { type: 'string' },
    },
  });
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const login = values.login ?? (await rl.question('Benutzername: '));
  const password = values.password ?? (await rl.question('Passwort (mindestens 8 Zeichen): '));
  rl.close();

  if (login.trim().length < 3) {
    console.error('"Benutzername" muss mindestens 3 Zeichen haben');
    return 1;
  }
  if (password.length < 8) {
    console.error('"Passwort" muss mindestens 8 Zeichen haben');
    return 1;
  }

  const config = loadConfig();
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    await migrate(db);
    const taken = await db.kysely.selectFrom('users').select('id').where('login', '=', login).executeTakeFirst();
    if (taken) {
      console.error('Benutzername existiert bereits.');
      return 1;
    }
    let role = await db.kysely.selectFrom('roles').select('id').where('name', '=', 'Administrator').executeTakeFirst();
    role ??= await db.kysely
      .insertInto('roles')
      .values({
        uid: crypto.randomUUID(),
        name: 'Administrator',
        description: 'Alle Rechte',
        rights: JSON.stringify(allRights),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('users')
      .values({
        uid: crypto.randomUUID(),
        login,
        firstName: values['first-name']!,
        lastName: values['last-name']!,
        email: values.email ?? null,
        passwordHash: await hashPassword(password),
        roleId: role.id,
        allContextsVisible: 1,
        twoFactorEnabled: 0,
        twoFactorSeed: null,
        twoFactorLastStep: null,
        columnFilters: '[]',
        columnWidths: '[]',
        createdAt: Date.now(),
      })
      .execute();
    console.log(`Administrator "${login}" wurde angelegt.`);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
