import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useGetRolesQuery } from '../../api/roles';
import type { ContextRef } from '../../api/session';
import { useDeleteSsoMappingMutation, useGetSsoMappingsQuery, type SsoMapping } from '../../api/sso';
import type { Role } from '../../api/users';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showToast } from '../../lib/toasts';
import { ssoTexts } from '../../../shared/texts/de/sso';
import { SsoMappingForm } from './SsoMappingForm';
import { SsoTestLogin } from './SsoTestLogin';

const t = ssoTexts.sso.mappings;

interface Props {
  roles: readonly Role[];
  contexts: readonly ContextRef[];
}

/** The users page's tab for the OpenID Provider (USERS_CHANGE): group mappings and the 'Testanmeldung'. */
export function SsoTab({ roles, contexts }: Props) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const seesAll = session?.user.allContextsVisible ?? false;
  const { data: roleDetails } = useGetRolesQuery();
  // As the server judges it (sso/mappingRules.ts): a role only with rights the editor holds, and
  // only from an editor who sees every context (the list holds only mappings within its contexts).
  const grantable = seesAll
    ? roles.filter((r) => {
        const detail = roleDetails?.roles.find((d) => d.uid === r.value);
        return detail !== undefined && hasRights(session?.rights, detail.rights);
      })
    : [];
  const mayChange = (mapping: SsoMapping) => mapping.role === null || grantable.some((r) => r.value === mapping.role);
  const { data } = useGetSsoMappingsQuery();
  const [editing, setEditing] = useState<SsoMapping | 'new' | undefined>();
  const [toDelete, setToDelete] = useState<SsoMapping>();
  const [remove] = useDeleteSsoMappingMutation();
  const contextName = (key: string) => contexts.find((c) => c.key === key)?.name ?? key;

  const confirmDelete = async (mapping: SsoMapping) => {
    setToDelete(undefined);
    try {
      await remove({ uid: mapping.uid }).unwrap();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.notFound));
    }
  };

  if (!data) return null;
  return (
    <>
      {data.provider ? (
        <p className="text-body-secondary">{t.provider(data.provider.name, data.provider.issuer)}</p>
      ) : (
        <Alert variant="info">{t.notConfigured}</Alert>
      )}
      <p>{t.intro}</p>
      {editing ? (
        <SsoMappingForm
          key={editing === 'new' ? 'new' : editing.uid}
          mapping={editing === 'new' ? undefined : editing}
          roles={grantable}
          contexts={contexts}
          mayGrantAll={seesAll}
          onDone={() => setEditing(undefined)}
        />
      ) : (
        <Button className="mb-3" onClick={() => setEditing('new')}>
          {t.add}
        </Button>
      )}
      {data.mappings.length === 0 ? (
        <p className="text-body-secondary">{t.empty}</p>
      ) : (
        <Table size="sm" hover aria-label={t.title}>
          <thead>
            <tr>
              <th>{t.group}</th>
              <th>{t.role}</th>
              <th>{t.contexts}</th>
              <th aria-label={t.edit} />
            </tr>
          </thead>
          <tbody>
            {data.mappings.map((mapping) => (
              <tr key={mapping.uid}>
                <td>{mapping.group}</td>
                <td>{mapping.roleName ?? t.noRole}</td>
                <td>{mapping.allContexts ? t.allContexts : mapping.contextKeys.map(contextName).join(', ')}</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="me-2"
                    disabled={!mayChange(mapping)}
                    onClick={() => setEditing(mapping)}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={!mayChange(mapping)}
                    onClick={() => setToDelete(mapping)}
                  >
                    {t.delete}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {data.provider && <SsoTestLogin />}
      {toDelete && (
        <ConfirmDialog
          show
          title={t.deleteTitleOf(toDelete.group)}
          message={t.deleteConfirm(toDelete.group)}
          confirmLabel={t.delete}
          onConfirm={() => void confirmDelete(toDelete)}
          onCancel={() => setToDelete(undefined)}
        />
      )}
    </>
  );
}
