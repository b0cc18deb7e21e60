import type { components } from '../../shared/generated/contract';
import type { Db } from '../platform/db/connection';
import { isoTime } from '../platform/ids';
import { contextKeysByIds, type TokenRow } from './repository/tokens';
import { scopesOf } from './scopes';

type ApiToken = components['schemas']['ApiToken'];

/** Tokens as the list shows them: scopes, expiry and last use, never the token or its hash. */
export async function tokensJson(db: Db, rows: TokenRow[]): Promise<ApiToken[]> {
  const scopes = rows.map((row) => scopesOf(row));
  const keys = await contextKeysByIds(db, [...new Set(scopes.flatMap((s) => s.contextIds ?? []))]);
  return rows.map((row, index) => {
    const { rights, contextIds, readOnly } = scopes[index]!;
    return {
      uid: row.uid,
      name: row.name,
      prefix: row.prefix,
      rights,
      // A context deleted since is gone from the token's scopes too.
      contextIds: contextIds === null ? null : contextIds.flatMap((id) => keys.get(id) ?? []),
      readOnly,
      expiresAt: isoTime(row.expiresAt),
      createdAt: isoTime(row.createdAt)!,
      createdBy: row.createdBy,
      revokedAt: isoTime(row.revokedAt),
      lastUsedAt: isoTime(row.lastUsedAt),
      lastUsedAddress: row.lastUsedAddress,
      lastUsedClient: row.lastUsedClient,
    };
  });
}
