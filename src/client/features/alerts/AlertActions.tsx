import Button from 'react-bootstrap/Button';
import type { Alert } from '../../api/alerts';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';
import { alertSnoozeTexts } from '../../../shared/texts/de/alertSnooze';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { useCanAcknowledge } from '../../components/alertOwnership/useAlertOwnership';
import { placeName } from './alertLinks';
import { AlertRestart } from './AlertRestart';
import { useMyName, type AlertSelection } from './useAlertSelection';

const t = alertTexts.alerts;
const c = alertIntegrationTexts.alertCards;
const s = alertSnoozeTexts.alertSnooze;

/** What an alert's buttons call. */
export interface AlertActionHandlers {
  onAcknowledge(alert: Alert): void;
  /** 'Übernehmen': the caller takes the alert over. */
  onTakeOver(alert: Alert): void;
  /** 'Stummschalten': asks until when (issue 46). */
  onSnooze?(alert: Alert): void;
  /** The uid of the alert being taken over just now (its button waits). */
  takingOver?: string | undefined;
  /** The alerts chosen for an action at once (the table's and the cards' boxes). */
  selection?: AlertSelection | undefined;
}

interface Props extends AlertActionHandlers {
  alert: Alert;
  /**
   * 'row': small buttons side by side in a table row; 'touch': thumb-sized (at least 44 px, see
   * alerts.css) and spread across a phone's card.
   */
  size: 'row' | 'touch';
}

/**
 * An alert's 'Übernehmen', 'Stummschalten' and 'Bestätigen' (or 'Kommentar ändern' once acknowledged), for who has
 * ALERTS_ACKNOWLEDGE, while the alert is not closed ('Übernehmen' not on the user's own alert). The
 * table and the cards both show these, so the rules and the accessible names (kind and place, the e2e
 * specs find the buttons by them) live here once.
 */
export function AlertActions({ alert, size, onAcknowledge, onTakeOver, onSnooze, takingOver }: Props) {
  const may = useCanAcknowledge();
  const me = useMyName();
  const touch = size === 'touch';
  // 'Dienst neu starten' needs the actions' right, not the acknowledging one.
  const restart = <AlertRestart alert={alert} touch={touch} />;
  if (alert.state === 'closed') return null;
  if (!may) return touch ? <div className="alert-actions d-flex flex-wrap gap-2">{restart}</div> : restart;
  // Taking over one's own alert again would only move its time (issue 46).
  const mine = alert.assignee !== null && alert.assignee.name === me;
  const kind = t.kinds[alert.kind] ?? alert.kind;
  const where = placeName(alert);
  const open = alert.state === 'open';
  const buttons = (
    <>
      {restart}
      {!mine && (
        <Button
          size={touch ? undefined : 'sm'}
          variant="outline-secondary"
          className={touch ? 'alert-action' : 'me-1'}
          aria-label={c.takeOverLabel(kind, where)}
          disabled={takingOver === alert.uid}
          onClick={() => onTakeOver(alert)}
        >
          {c.takeOver}
        </Button>
      )}
      {onSnooze && (
        <Button
          size={touch ? undefined : 'sm'}
          variant="outline-secondary"
          className={touch ? 'alert-action' : 'me-1'}
          aria-label={s.snoozeLabel(kind, where)}
          onClick={() => onSnooze(alert)}
        >
          {s.snooze}
        </Button>
      )}
      <Button
        size={touch ? undefined : 'sm'}
        variant={touch ? 'primary' : 'outline-primary'}
        className={touch ? 'alert-action' : undefined}
        aria-label={(open ? t.acknowledgeLabel : t.changeCommentLabel)(kind, where)}
        onClick={() => onAcknowledge(alert)}
      >
        {open ? t.acknowledge : t.changeComment}
      </Button>
    </>
  );
  return touch ? <div className="alert-actions d-flex flex-wrap gap-2">{buttons}</div> : buttons;
}
