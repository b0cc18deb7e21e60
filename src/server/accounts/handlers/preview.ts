import { type Handlers } from '../../platform/types';
import { roleTexts } from '../../../shared/texts/de/roles';
import { badRequest, forbidden, notFound } from '../../platform/http/replies';
import { mayManage } from '../policy';
import { previewOperations, previewPages, type PreviewHolder } from '../preview';
import { loadPrincipal } from '../repository/principal';
import { findRoleByUid, rightsOf } from '../repository/roles';
import { findUserByUid } from '../repository/users';
import { fullName } from '../../audit';
import { principalOf } from '../../platform/principal';

// 'Was darf …?': the preview of a user (its role's rights and the contexts it sees, loaded as the
// guard loads a session's) or of a role (its rights; a role sees no contexts of its own).

export const previewHandlers = {
  async getPermissionPreview(request, reply) {
    const app = request.server;
    const { userUid, roleUid, contextId } = request.query;
    if ((userUid === undefined) === (roleUid === undefined)) {
      return badRequest(reply, roleTexts.roleMessages.previewSubject);
    }
    let subject;
    let holder: PreviewHolder;
    if (userUid !== undefined) {
      const user = await findUserByUid(app.db, userUid);
      if (!user) return notFound(reply);
      // Only a user the caller may manage: its rights and contexts are not everybody's business.
      if (!(await mayManage(app.db, principalOf(request), user))) return forbidden(reply);
      const target = await loadPrincipal(app.db, user.id);
      if (!target) return notFound(reply);
      const seesContext = contextId === undefined ? undefined : target.contexts.some((c) => c.key === contextId);
      holder = { rights: target.rights, seesContext };
      subject = {
        kind: 'user' as const,
        uid: user.uid,
        name: `${fullName(user)} (${user.login})`,
        roleName: target.roleName,
        rights: target.rights,
      };
    } else {
      const role = await findRoleByUid(app.db, roleUid!);
      if (!role) return notFound(reply);
      holder = { rights: rightsOf(role) };
      subject = {
        kind: 'role' as const,
        uid: role.uid,
        name: role.name,
        roleName: role.name,
        rights: holder.rights as string[],
      };
    }
    return {
      subject,
      contextId: contextId ?? null,
      pages: previewPages(holder, app.config.flags),
      operations: previewOperations(holder, app.config.flags, app.routedOperations),
    };
  },
} satisfies Partial<Handlers>;
