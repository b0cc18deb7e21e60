import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useGetTimelineQuery, type GetTimelineApiArg, type TimelineKind } from '../../api/history';
import { timelineTexts } from '../../../shared/texts/de/timeline';
import { TimelineEvents } from './TimelineEvents';
import './timeline.css';

const t = timelineTexts.timeline;
const allKinds = Object.keys(t.kinds) as TimelineKind[];
const dayMs = 86_400_000;

/** A date input's value (yyyy-mm-dd, local) of a time. */
const dayOf = (ms: number) => {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

type Subject = { cashpointUid: string } | { storeAgentUid: string } | { storeUid: string };

interface Props {
  contextId: string;
  subject: Subject;
}

/**
 * The tab 'Verlauf' of a register's, store server's or store's details (issue 53): 'Demnächst' on
 * top, the filters (kinds, a range of days), then the events newest first, page after page
 * ('Ältere laden'). The server checks the range and kinds again.
 */
export function TimelineTab({ contextId, subject }: Props) {
  const [kinds, setKinds] = useState<TimelineKind[]>(allKinds);
  const [fromDay, setFromDay] = useState(() => dayOf(Date.now() - 89 * dayMs));
  const [toDay, setToDay] = useState(() => dayOf(Date.now()));
  const [cursors, setCursors] = useState<string[]>([]);
  const rangeWrong = fromDay !== '' && toDay !== '' && fromDay > toDay;
  const base: GetTimelineApiArg = {
    contextId,
    ...subject,
    ...(fromDay ? { from: new Date(`${fromDay}T00:00:00`).toISOString() } : {}),
    ...(toDay ? { to: new Date(`${toDay}T23:59:59.999`).toISOString() } : {}),
    ...(kinds.length < allKinds.length ? { kinds: kinds.join(',') } : {}),
  };
  const skip = rangeWrong || kinds.length === 0;
  const first = useGetTimelineQuery(base, { skip });
  const showRegister = 'storeUid' in subject;
  const changed = () => setCursors([]);

  return (
    <div className="timeline-tab">
      <h3 className="h6">{t.upcoming}</h3>
      {first.data && first.data.upcoming.length > 0 ? (
        <TimelineEvents events={first.data.upcoming} showRegister={showRegister} label={t.upcoming} />
      ) : (
        <p className="text-body-secondary">{first.data ? t.noUpcoming : ''}</p>
      )}

      <Form className="my-3" onSubmit={(e) => e.preventDefault()} aria-label={t.filters}>
        <fieldset className="mb-2">
          <legend className="h6">{t.kindsLegend}</legend>
          <div className="timeline-kinds d-flex flex-wrap">
            {allKinds.map((kind) => (
              <Form.Check
                key={kind}
                id={`timeline-kind-${kind}`}
                type="checkbox"
                label={t.kinds[kind]}
                checked={kinds.includes(kind)}
                onChange={(e) => {
                  setKinds((now) =>
                    e.target.checked
                      ? allKinds.filter((k) => k === kind || now.includes(k))
                      : now.filter((k) => k !== kind),
                  );
                  changed();
                }}
              />
            ))}
          </div>
        </fieldset>
        <div className="d-flex flex-wrap gap-3">
          <Form.Group controlId="timeline-from">
            <Form.Label className="mb-0 small">{t.from}</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={fromDay}
              isInvalid={rangeWrong}
              onChange={(e) => {
                setFromDay(e.target.value);
                changed();
              }}
            />
            <Form.Control.Feedback type="invalid">{timelineTexts.timelineMessages.fromAfterTo}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId="timeline-to">
            <Form.Label className="mb-0 small">{t.to}</Form.Label>
            <Form.Control
              type="date"
              size="sm"
              value={toDay}
              isInvalid={rangeWrong}
              onChange={(e) => {
                setToDay(e.target.value);
                changed();
              }}
            />
          </Form.Group>
        </div>
      </Form>

      {!skip && (
        <>
          <TimelinePage
            arg={base}
            showRegister={showRegister}
            last={cursors.length === 0}
            onMore={(next) => setCursors([next])}
          />
          {cursors.map((before, i) => (
            <TimelinePage
              key={before}
              arg={{ ...base, before }}
              showRegister={showRegister}
              last={i === cursors.length - 1}
              onMore={(next) => setCursors((now) => [...now.slice(0, i + 1), next])}
            />
          ))}
        </>
      )}
    </div>
  );
}

interface PageProps {
  arg: GetTimelineApiArg;
  showRegister: boolean;
  /** Only the last page offers the next older one. */
  last: boolean;
  onMore: (next: string) => void;
}

function TimelinePage({ arg, showRegister, last, onMore }: PageProps) {
  const { data, isError, isFetching } = useGetTimelineQuery(arg);
  if (isError) return <p className="text-danger">{t.failed}</p>;
  if (!data) return <p className="text-body-secondary">{t.loading}</p>;
  const firstPage = arg.before === undefined;
  return (
    <>
      {firstPage && data.events.length === 0 && <p className="text-body-secondary">{t.empty}</p>}
      <TimelineEvents events={data.events} showRegister={showRegister} label={t.tab} />
      {last && data.next && (
        <Button variant="outline-secondary" size="sm" disabled={isFetching} onClick={() => onMore(data.next!)}>
          {t.loadOlder}
        </Button>
      )}
    </>
  );
}
