import type { Alert } from '../../api/alerts';
import { alertKindEntry } from '../../../shared/alerts/alertKinds';
import { rolloutFileOf } from '../../../shared/alerts/alertLabel';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { formatSelection } from '../../components/fleet/selectionHash';
import { paths, pathWithQuery } from '../../config/paths';

/** Where an alert's store or register is shown, or undefined when it names neither. */
export interface AlertPlace {
  /** The store (and register) as the fleet pages select them. */
  href: string;
  /** The store server page, not the register page. */
  storeServer: boolean;
}

const t = alertTexts.alerts;

/** Where an alert is, in words: the store, and its register or store server; a rollout by its update. */
export function placeName(alert: Alert): string {
  if (alert.rolloutUid) return t.rollout(rolloutFileOf(alert.detail));
  if (!alert.storeId) return '';
  const store = t.store(alert.storeId, alert.storeName);
  return alert.posId ? `${store}, ${t.cashpoint(alert.posId)}` : store;
}

/** A rollout alert opens its rollout on the page 'Rollouts'. */
export function rolloutHref(alert: Pick<Alert, 'contextId' | 'rolloutUid'>): string | undefined {
  if (!alert.rolloutUid) return undefined;
  return pathWithQuery(paths.rollouts, { contextId: alert.contextId, uid: alert.rolloutUid });
}

/**
 * A register's alert opens the register in the register tree. One without a register of a kind
 * that belongs to the store server (a stopped service, a failed installation) opens the store
 * server page (when the session has that page); every other store alert opens the store in the
 * register tree.
 */
export function alertPlace(alert: Alert, hasStoreAgents: boolean): AlertPlace | undefined {
  const { contextId, storeId, posId } = alert;
  if (!storeId) return undefined;
  const query = `?contextId=${encodeURIComponent(contextId)}`;
  if (posId)
    return {
      href: `${paths.cashpoints}${query}${formatSelection({ contextId, storeId, posId })}`,
      storeServer: false,
    };
  const serverAlert = alertKindEntry(alert.kind).belongsToStoreServer === true;
  if (serverAlert && hasStoreAgents)
    return { href: `${paths.storeAgents}${query}${formatSelection({ contextId, storeId })}`, storeServer: true };
  return { href: `${paths.cashpoints}${query}${formatSelection({ contextId, storeId })}`, storeServer: false };
}
