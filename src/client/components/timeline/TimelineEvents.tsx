import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { TimelineEvent, TimelineKind } from '../../api/history';
import { formatDateTime } from '../../../shared/dates';
import { timelineTexts } from '../../../shared/texts/de/timeline';

const t = timelineTexts.timeline;

/** A kind's badge colour; the badge names the kind, so the colour is never the only sign. */
const kindColour: Record<TimelineKind, { bg: string; text?: 'dark' }> = {
  connection: { bg: 'secondary' },
  version: { bg: 'primary' },
  change: { bg: 'info', text: 'dark' },
  tse: { bg: 'dark' },
  alert: { bg: 'danger' },
  audit: { bg: 'light', text: 'dark' },
  action: { bg: 'success' },
  rollout: { bg: 'warning', text: 'dark' },
  maintenance: { bg: 'secondary' },
};

/** A changed value as a diff: the old one struck, the new one marked. */
function ValueDiff({ before, after }: { before: string | null; after: string | null }) {
  return (
    <p className="timeline-diff mb-1">
      <span className="visually-hidden">{t.before}: </span>
      <del>{before ?? t.notReported}</del>
      <span aria-hidden="true"> → </span>
      <span className="visually-hidden">, {t.after}: </span>
      <ins>{after ?? t.notReported}</ins>
    </p>
  );
}

interface Props {
  events: TimelineEvent[];
  /** A store's timeline names each event's register. */
  showRegister: boolean;
  label: string;
}

/** Events as cards, newest first as given: time, kind badge, title, the diff of a changed value, detail and link. */
export function TimelineEvents({ events, showRegister, label }: Props) {
  return (
    <ol className="timeline list-unstyled mb-0" aria-label={label}>
      {events.map((e, i) => (
        <li key={`${e.at}-${e.kind}-${i}`} className="timeline-event">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <time dateTime={e.at} className="text-body-secondary small">
              {formatDateTime(e.at, true)}
            </time>
            <Badge bg={kindColour[e.kind].bg} text={kindColour[e.kind].text}>
              {t.kinds[e.kind]}
            </Badge>
            {showRegister && (
              <span className="small text-body-secondary">{e.posId ? t.register(e.posId) : t.storeServer}</span>
            )}
          </div>
          <p className="fw-semibold mb-1 text-break">{e.title}</p>
          {(e.before !== null || e.after !== null) && <ValueDiff before={e.before} after={e.after} />}
          {e.detail && <p className="timeline-detail small mb-1 text-break">{e.detail}</p>}
          {e.link && (
            <Link to={e.link} className="small">
              {t.details}
              <span className="visually-hidden">: {e.title}</span>
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
