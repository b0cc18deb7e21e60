import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { ApiToken } from '../../api/tokens';
import type { ContextRef } from '../../api/session';
import { formatDateTime } from '../../../shared/dates';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { tokenState } from './tokenValues';

const t = apiAccessTexts.apiTokens;

interface Props {
  token: ApiToken;
  /** The contexts the viewer knows by name; a key it does not know shows as the key. */
  contexts: readonly ContextRef[];
  onRevoke?(token: ApiToken): void;
}

/** The scopes in words: the rights (or none), the contexts (or all), and 'Nur lesen'. */
function scopesOf(token: ApiToken, contexts: readonly ContextRef[]) {
  const rights = token.rights.length > 0 ? token.rights.map(t.rightName).join(', ') : t.noRights;
  const names =
    token.contextIds === null
      ? t.allContexts
      : token.contextIds.map((key) => contexts.find((c) => c.key === key)?.name ?? key).join(', ');
  return { rights, contexts: names };
}

/** A term and its value, on one line with the others while they fit. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="d-inline me-1 fw-normal">{term}:</dt>
      <dd className="d-inline mb-0">{children}</dd>
    </div>
  );
}

/** One token of the list: name, prefix, scopes, expiry, last use; revoked and expired ones marked. */
export function TokenItem({ token, contexts, onRevoke }: Props) {
  const state = tokenState(token);
  const scopes = scopesOf(token, contexts);
  const lastUse = token.lastUsedAt
    ? t.lastUseAt(formatDateTime(token.lastUsedAt), token.lastUsedAddress, token.lastUsedClient)
    : t.neverUsed;
  return (
    <li
      className={`list-group-item d-flex flex-wrap align-items-center gap-2${state === 'active' ? '' : ' text-body-secondary'}`}
    >
      <div className="me-auto">
        <div className="fw-semibold">
          <span className="token-item-name">{token.name}</span>
          {token.readOnly && (
            <Badge bg="info" text="dark" className="ms-2">
              {t.readOnly}
            </Badge>
          )}
          {state === 'revoked' && (
            <Badge bg="secondary" className="ms-2" title={t.revokedAt(formatDateTime(token.revokedAt))}>
              {t.revoked}
            </Badge>
          )}
          {state === 'expired' && (
            <Badge bg="warning" text="dark" className="ms-2">
              {t.expired}
            </Badge>
          )}
        </div>
        <dl className="small mb-0 d-flex flex-wrap column-gap-3">
          <Fact term={t.prefix}>
            <code>{token.prefix}</code>
          </Fact>
          <Fact term={t.rights}>{scopes.rights}</Fact>
          <Fact term={t.contexts}>{scopes.contexts}</Fact>
          <Fact term={t.expires}>{token.expiresAt ? formatDateTime(token.expiresAt) : t.neverExpires}</Fact>
          <Fact term={t.lastUse}>{lastUse}</Fact>
        </dl>
      </div>
      {onRevoke && state === 'active' && (
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={t.revokeLabel(token.name, token.prefix)}
          onClick={() => onRevoke(token)}
        >
          {t.revoke}
        </Button>
      )}
    </li>
  );
}
