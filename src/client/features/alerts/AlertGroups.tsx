import { Fragment, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { Alert } from '../../api/alerts';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { alertTriageTexts } from '../../../shared/texts/de/alertsTriage';
import type { AlertGrouping } from './alertParams';
import { SeverityBadge } from './SeverityBadge';
import Form from 'react-bootstrap/Form';
import type { AlertSelection } from './useAlertSelection';

const t = alertTriageTexts.alertTriage;

interface Group {
  key: string;
  label: string;
  alerts: Alert[];
}

/** What a grouping keeps together: a store (of its context) or a kind; in the order first seen. */
export function groupAlerts(alerts: readonly Alert[], grouping: AlertGrouping): Group[] {
  const groups = new Map<string, Group>();
  for (const alert of alerts) {
    const byStore = grouping === 'store';
    const key = byStore ? `${alert.contextId}/${alert.storeUid ?? alert.storeId ?? ''}` : alert.kind;
    const label = byStore
      ? alert.storeId
        ? `${alertTexts.alerts.store(alert.storeId, alert.storeName)} (${alert.contextName})`
        : t.noStore
      : (alertTexts.alerts.kinds[alert.kind] ?? alert.kind);
    const group = groups.get(key) ?? { key, label, alerts: [] };
    group.alerts.push(alert);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A group's row: its most severe alert's badge, its name and count; opens and closes its rows. */
function GroupRow({
  group,
  open,
  columns,
  selection,
  onToggle,
}: {
  group: Group;
  open: boolean;
  columns: number;
  /** With the boxes' column: the group's box chooses all its alerts ('Übernehmen' for a store). */
  selection: AlertSelection | undefined;
  onToggle(): void;
}) {
  const n = group.alerts.length;
  const choosable = selection ? group.alerts.filter(selection.selectable) : [];
  const chosen = choosable.filter((a) => selection?.isSelected(a));
  // The server's order puts the most severe first within a page sorted by severity; a page by
  // time has them anywhere, so the worst is looked for.
  const order = ['critical', 'warning', 'info'];
  const worst = group.alerts.map((a) => a.severity).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0];
  return (
    <tr className="alert-group">
      {selection && (
        <td>
          {choosable.length > 0 && (
            <Form.Check
              id={`alert-group-${group.key}`}
              className="mb-0"
              aria-label={t.selectGroup(group.label)}
              checked={chosen.length === choosable.length}
              onChange={() => selection.toggleMany(group.alerts)}
            />
          )}
        </td>
      )}
      <th scope="rowgroup" colSpan={selection ? columns - 1 : columns}>
        {worst && <SeverityBadge severity={worst} />}{' '}
        <Button
          variant="link"
          className="alert-group-toggle p-0 align-baseline"
          aria-expanded={open}
          aria-label={(open ? t.closeGroup : t.openGroup)(group.label, n)}
          onClick={onToggle}
        >
          {`${open ? '▾' : '▸'} ${group.label}`}
        </Button>{' '}
        <span className="text-body-secondary fw-normal">{t.groupCount(n)}</span>
      </th>
    </tr>
  );
}

/**
 * The table's rows: one per alert, or with a grouping one row per store or kind that opens to show
 * its alerts (closed at first; a group of one alert is shown as its row alone).
 */
export function AlertRows({
  alerts,
  group,
  columns,
  selection,
  render,
}: {
  alerts: readonly Alert[];
  group: AlertGrouping | undefined;
  columns: number;
  selection: AlertSelection | undefined;
  render(alert: Alert): ReactNode;
}) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  if (!group) return <>{alerts.map(render)}</>;
  const toggle = (key: string) =>
    setOpened((before) => {
      const next = new Set(before);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <>
      {groupAlerts(alerts, group).map((g) =>
        g.alerts.length === 1 ? (
          render(g.alerts[0]!)
        ) : (
          <Fragment key={g.key}>
            <GroupRow
              group={g}
              open={opened.has(g.key)}
              columns={columns}
              selection={selection}
              onToggle={() => toggle(g.key)}
            />
            {opened.has(g.key) && g.alerts.map(render)}
          </Fragment>
        ),
      )}
    </>
  );
}
