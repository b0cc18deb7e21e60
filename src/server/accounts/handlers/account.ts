import { passwordChangeProblem } from '../validation';
import { audited } from '../../audit';
import { hashPassword, verifyPassword } from '../password';
import { changeCredentials, updateTableSettings } from '../repository/users';
import { type Handlers } from '../../platform/types';
import { messages } from '../../../shared/texts/serverMessages';
import { sessionsEndedBy } from './ownSessions';
import { principalOf } from '../../platform/principal';

// What every user may change on its own account, whatever its rights.

export const accountHandlers = {
  async updatePassword(request) {
    const principal = principalOf(request);
    const { oldPassword, newPassword, newPasswordRepeated } = request.body;
    const problem = passwordChangeProblem({ oldPassword, newPassword, newPasswordRepeated });
    if (problem !== undefined) return { passwordSet: false, message: problem };
    if (!(await verifyPassword(oldPassword, principal.user.passwordHash))) {
      return { passwordSet: false, message: messages.oldPasswordWrong };
    }
    const passwordHash = await hashPassword(newPassword);
    const { user } = principal;
    await audited(request, async (db, record) => {
      await changeCredentials(db, user.id, { passwordHash }, sessionsEndedBy(request, user.id));
      record({
        action: 'passwordChanged',
        context: null,
        object: { type: 'user', id: user.uid, label: user.login },
        changes: [{ field: 'password', before: null, after: null, hidden: true }],
      });
    });
    return { passwordSet: true, message: messages.passwordSaved };
  },

  async saveColumnFilters(request) {
    const { columnFilters } = request.body;
    await updateTableSettings(request.server.db, principalOf(request).user.id, {
      columnFilters: JSON.stringify(columnFilters),
    });
    return { ok: true };
  },

  async saveColumnWidths(request) {
    const { columnWidths } = request.body;
    // One entry per table: a later entry for the same table wins.
    const byTable = new Map(columnWidths.map((entry) => [entry.tablename, entry]));
    await updateTableSettings(request.server.db, principalOf(request).user.id, {
      columnWidths: JSON.stringify([...byTable.values()]),
    });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
