import { useState } from 'react';
import type { Alert } from '../../api/alerts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { useCanAcknowledge } from '../../components/alertOwnership/useAlertOwnership';

// The alerts chosen on the page 'Alarme' for 'Übernehmen' or 'Bestätigen' at once (issue 46).

export interface AlertSelection {
  /** Whether the alert can be chosen: who may acknowledge, an alert not closed. */
  selectable(alert: Alert): boolean;
  isSelected(alert: Alert): boolean;
  toggle(alert: Alert): void;
  /** Chooses these alerts (a group's), or unchooses them when all are chosen already. */
  toggleMany(alerts: readonly Alert[]): void;
  /** Chooses every selectable alert of the page, or none when all are chosen already. */
  toggleAll(): void;
  /** 'all', 'some' or 'none' of the page's selectable alerts are chosen (the header's box shows it). */
  pageState: 'all' | 'some' | 'none';
}

/**
 * The choice covers the page shown: an alert that leaves it (another page, a filter, closed by a
 * check while the list polls) is no longer chosen, so the actions never touch an alert out of sight.
 */
export function useAlertSelection(alerts: readonly Alert[]) {
  const may = useCanAcknowledge();
  const [uids, setUids] = useState<ReadonlySet<string>>(new Set());
  const selectable = (alert: Alert) => may && alert.state !== 'closed';
  const candidates = alerts.filter(selectable);
  const chosen = candidates.filter((a) => uids.has(a.uid));
  const pageState = chosen.length === 0 ? 'none' : chosen.length === candidates.length ? 'all' : 'some';
  const selection: AlertSelection = {
    selectable,
    isSelected: (alert) => selectable(alert) && uids.has(alert.uid),
    toggle: (alert) =>
      setUids((before) => {
        const next = new Set(before);
        if (!next.delete(alert.uid)) next.add(alert.uid);
        return next;
      }),
    toggleMany: (some) => {
      const mine = some.filter(selectable);
      const all = mine.every((a) => uids.has(a.uid));
      setUids((before) => {
        const next = new Set(before);
        for (const a of mine) {
          if (all) next.delete(a.uid);
          else next.add(a.uid);
        }
        return next;
      });
    },
    toggleAll: () => setUids(new Set(pageState === 'all' ? [] : candidates.map((a) => a.uid))),
    pageState,
  };
  return { selection, chosen, clear: () => setUids(new Set()) };
}

/** The user's name as the server keeps an alert's owner (first and last name). */
export function useMyName(): string | undefined {
  const user = useAppSelector(selectSession)?.user;
  return user ? `${user.firstName} ${user.lastName}`.trim() : undefined;
}
