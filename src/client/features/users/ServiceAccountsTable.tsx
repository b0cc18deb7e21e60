import Button from 'react-bootstrap/Button';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import type { ServiceAccount } from '../../api/service-accounts';
import type { ContextRef } from '../../api/session';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';

const t = apiAccessTexts.serviceAccounts;

interface Props {
  accounts: readonly ServiceAccount[];
  contexts: readonly ContextRef[];
  /** The account whose tokens are open below the list. */
  tokensOf: string | undefined;
  onEdit(account: ServiceAccount): void;
  onTokens(account: ServiceAccount): void;
  onDelete(account: ServiceAccount): void;
}

/** The service accounts: name, purpose, owner, role, contexts, working tokens, and their actions. */
export function ServiceAccountsTable({ accounts, contexts, tokensOf, onEdit, onTokens, onDelete }: Props) {
  const contextName = (key: string) => contexts.find((c) => c.key === key)?.name ?? key;
  return (
    <CardTable className="align-middle" aria-label={t.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.name}</th>
          <th scope="col">{t.columns.purpose}</th>
          <th scope="col">{t.columns.owner}</th>
          <th scope="col">{t.columns.role}</th>
          <th scope="col">{t.columns.contexts}</th>
          <th scope="col" className="text-end">
            {t.columns.tokens}
          </th>
          <th scope="col" className="text-end">
            {t.columns.actions}
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.length === 0 ? (
          <tr>
            <td colSpan={7} className="text-body-secondary">
              {t.empty}
            </td>
          </tr>
        ) : (
          accounts.map((account) => (
            <tr key={account.uid}>
              <td className="fw-semibold text-nowrap">{account.name}</td>
              <CardCell label={t.columns.purpose}>{account.purpose}</CardCell>
              <CardCell label={t.columns.owner}>{account.ownerName ?? account.owner ?? t.noOwner}</CardCell>
              <CardCell label={t.columns.role}>{account.roleName}</CardCell>
              <CardCell label={t.columns.contexts}>
                {account.allContextsVisible ? t.allContextsCell : account.visibleContextIds.map(contextName).join(', ')}
              </CardCell>
              <CardCell label={t.columns.tokens} className="text-end">
                {account.tokenCount}
              </CardCell>
              <td className="text-end text-nowrap">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  className="me-2"
                  aria-label={t.editLabel(account.name)}
                  onClick={() => onEdit(account)}
                >
                  {t.edit}
                </Button>
                <Button
                  size="sm"
                  variant="outline-primary"
                  className="me-2"
                  aria-label={t.tokensLabel(account.name)}
                  aria-pressed={tokensOf === account.uid}
                  onClick={() => onTokens(account)}
                >
                  {t.tokens}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={t.deleteLabel(account.name)}
                  onClick={() => onDelete(account)}
                >
                  {t.delete}
                </Button>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </CardTable>
  );
}
