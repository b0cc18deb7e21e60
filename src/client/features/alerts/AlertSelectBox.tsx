import { useEffect, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import type { Alert } from '../../api/alerts';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { alertTriageTexts } from '../../../shared/texts/de/alertsTriage';
import { placeName } from './alertLinks';
import type { AlertSelection } from './useAlertSelection';

const t = alertTriageTexts.alertTriage;

/** An alert's box of the selection, named by kind and place (one label for the table and the cards). */
export function AlertSelectBox({
  alert,
  selection,
  label,
}: {
  alert: Alert;
  selection: AlertSelection;
  /** The visible label (the cards'); the table's box has only its accessible name. */
  label?: string;
}) {
  if (!selection.selectable(alert)) return null;
  const name = t.selectOne(alertTexts.alerts.kinds[alert.kind] ?? alert.kind, placeName(alert));
  return (
    <Form.Check
      id={`alert-select-${alert.uid}`}
      className={label ? 'alert-select' : 'mb-0'}
      aria-label={name}
      label={label}
      checked={selection.isSelected(alert)}
      onChange={() => selection.toggle(alert)}
    />
  );
}

/** 'Alle auf dieser Seite auswählen': checked when all are, mixed when some are. */
export function AlertSelectAll({ selection, label }: { selection: AlertSelection; label?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.pageState === 'some';
  }, [selection.pageState]);
  return (
    <Form.Check
      ref={ref}
      id="alert-select-all"
      className={label ? 'alert-select' : 'mb-0'}
      aria-label={label ? undefined : t.selectAll}
      label={label ? t.selectAll : undefined}
      checked={selection.pageState === 'all'}
      onChange={selection.toggleAll}
    />
  );
}
