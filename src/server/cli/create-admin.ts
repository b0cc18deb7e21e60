import { createInterface } from 'node:readline/promises';
import { allRights } from '../../shared/rights';
import { hashPassword, ensureRole, saveUser, userIdWithLogin } from '../accounts';
import { loadConfig } from '../platform/config';
import { openDb } from '../platform/db/connection';
import { migrate, OperatorError } from '../platform/db/migrate';
import { commandLine } from '../../shared/texts/commandLine';
import { messages } from '../../shared/texts/serverMessages';
import { userFormProblems, userRules } from '../../shared/validation/userForm';
import { parseCommandLine } from './commandLine';

/** The role the first administrator gets, created with every right if it does not exist. */
const adminRole = 'Administrator';

// Creates the first administrator of a production installation (no demo accounts there):
//   npm run create-admin -- --login chef --password 'geheim123' [--first-name Max --last-name Muster]
async function main(): Promise<number> {
  const values = parseCommandLine(
    {
      login: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: 'Admin' },
      'last-name': { type: 'string', default: 'Administrator' },
      email: { type: 'string' },
    },
    commandLine.createAdminUsage,
  );
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const login = values.login ?? (await rl.question(messages.adminPrompt(userRules.login.label)));
  const password =
    values.password ??
    (await rl.question(messages.adminPasswordPrompt(userRules.password.label, userRules.password.minLength)));
  rl.close();

  // The same rules as the user form's, so the first administrator could have been made there too.
  const form = {
    login,
    firstName: values['first-name'],
    lastName: values['last-name'],
    email: values.email,
    role: adminRole,
    password,
  };
  const problems = userFormProblems(form, true);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    return 1;
  }

  const config = loadConfig();
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    await migrate(db);
    if ((await userIdWithLogin(db, login)) !== undefined) {
      console.error(messages.userExists);
      return 1;
    }
    const roleId = await ensureRole(db, {
      name: adminRole,
      description: messages.adminRoleDescription,
      rights: allRights,
    });
    const user = {
      login,
      firstName: form.firstName,
      lastName: form.lastName,
      email: values.email ?? null,
      roleId,
      allContextsVisible: 1,
      twoFactorEnabled: 0,
      twoFactorSeed: null,
      passwordHash: await hashPassword(password),
    };
    await saveUser(db, undefined, user, [], Date.now());
    console.log(messages.adminCreated(login));
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A database of a newer console (migrate.ts) is refused in German, without a stack trace.
    console.error(error instanceof OperatorError ? error.message : error);
    process.exit(1);
  },
);
