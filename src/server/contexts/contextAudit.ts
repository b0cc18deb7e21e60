import { parseJsonArray } from '../platform/db/json';
import type { ContextRow } from '../platform/db/schema';
import type { ContextValues } from './repository/contexts';
import { auditTexts } from '../../shared/texts/de/audit';
import type { AuditValues } from '../audit';

// A context as its audit entries compare it. The hash secret is only ever reported as changed.

export const contextSecrets = ['hashSecret'];

/** The checks a context shows: all of them, or the chosen ids in one order. */
function checksText(all: number, ids: string): string | null {
  if (all === 1) return auditTexts.audit.allChecks;
  const chosen = parseJsonArray<string>(ids);
  return chosen.length > 0 ? [...chosen].sort().join(', ') : null;
}

export function contextValues(context: ContextValues | ContextRow | undefined): AuditValues {
  if (!context) return {};
  return {
    key: context.key,
    name: context.name,
    type: String(context.type),
    hashSecret: context.hashSecret,
    cashpointChecks: checksText(context.allCashpointChecksVisible, context.visibleCashpointCheckIds),
    storeChecks: checksText(context.allStoreChecksVisible, context.visibleStoreCheckIds),
  };
}
