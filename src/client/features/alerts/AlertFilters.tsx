import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { AlertKind } from '../../api/alerts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';
import { alertSnoozeTexts } from '../../../shared/texts/de/alertSnooze';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { alertTriageTexts } from '../../../shared/texts/de/alertsTriage';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import {
  activeFilterCount,
  alertGroupings,
  alertSeverities,
  alertSorts,
  alertStates,
  snoozedFilters,
  type SnoozedFilter,
  type AlertGrouping,
  type AlertSeverity,
  type AlertSort,
  type AlertStateFilter,
  type AlertView,
} from './alertParams';

const t = alertTexts.alerts.filters;
const c = alertIntegrationTexts.alertCards;
const s = alertSnoozeTexts.alertSnooze;
const noContexts: never[] = [];

interface Props {
  view: AlertView;
  change(next: Partial<AlertView>): void;
}

/** Context, state, kind (and severity and sort); each change goes to the URL. */
function FilterFields({ view, change, stacked }: Props & { stacked: boolean }) {
  const id = useId();
  const contexts = useAppSelector(selectSession)?.contexts ?? noContexts;
  const group = stacked ? 'mb-3' : 'd-flex align-items-center gap-2';
  const label = stacked ? undefined : 'mb-0';
  return (
    <>
      <Form.Group controlId={`${id}-context`} className={group}>
        <Form.Label className={label}>{t.context}</Form.Label>
        <Form.Select value={view.contextId ?? ''} onChange={(e) => change({ contextId: e.target.value || undefined })}>
          <option value="">{t.allContexts}</option>
          {contexts.map((context) => (
            <option key={context.key} value={context.key}>
              {context.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-state`} className={group}>
        <Form.Label className={label}>{t.state}</Form.Label>
        <Form.Select value={view.state} onChange={(e) => change({ state: e.target.value as AlertStateFilter })}>
          {alertStates.map((s) => (
            <option key={s} value={s}>
              {t.stateOptions[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-kind`} className={group}>
        <Form.Label className={label}>{t.kind}</Form.Label>
        <Form.Select
          value={view.kind ?? ''}
          onChange={(e) => change({ kind: (e.target.value || undefined) as AlertKind | undefined })}
        >
          <option value="">{t.allKinds}</option>
          {alertKinds.map((k) => (
            <option key={k} value={k}>
              {alertTexts.alerts.kinds[k]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-severity`} className={group}>
        <Form.Label className={label}>{c.severity}</Form.Label>
        <Form.Select
          value={view.severity ?? ''}
          onChange={(e) => change({ severity: (e.target.value || undefined) as AlertSeverity | undefined })}
        >
          <option value="">{c.allSeverities}</option>
          {alertSeverities.map((s) => (
            <option key={s} value={s}>
              {c.severities[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Check
        type="switch"
        id={`${id}-mine`}
        className={stacked ? 'mb-3 alert-filter-mine' : 'mb-0 alert-filter-mine'}
        label={alertTriageTexts.alertTriage.mine}
        checked={view.mine}
        onChange={(e) => change({ mine: e.target.checked })}
      />
      <Form.Check
        type="switch"
        id={`${id}-unowned`}
        className={stacked ? 'mb-3' : 'mb-0'}
        label={s.unowned}
        checked={view.unowned}
        onChange={(e) => change({ unowned: e.target.checked })}
      />
      <Form.Group controlId={`${id}-snoozed`} className={group}>
        <Form.Label className={label}>{s.filter}</Form.Label>
        <Form.Select value={view.snoozed} onChange={(e) => change({ snoozed: e.target.value as SnoozedFilter })}>
          {snoozedFilters.map((f) => (
            <option key={f} value={f}>
              {s.filters[f]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {!stacked && (
        <Form.Group controlId={`${id}-group`} className={group}>
          <Form.Label className={label}>{alertTriageTexts.alertTriage.group}</Form.Label>
          <Form.Select
            value={view.group ?? ''}
            onChange={(e) => change({ group: (e.target.value || undefined) as AlertGrouping | undefined })}
          >
            <option value="">{alertTriageTexts.alertTriage.groupings.none}</option>
            {alertGroupings.map((g) => (
              <option key={g} value={g}>
                {alertTriageTexts.alertTriage.groupings[g]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group controlId={`${id}-sort`} className={group}>
        <Form.Label className={label}>{c.sort}</Form.Label>
        <Form.Select value={view.sort} onChange={(e) => change({ sort: e.target.value as AlertSort })}>
          {alertSorts.map((s) => (
            <option key={s} value={s}>
              {c.sorts[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </>
  );
}

/** The filters in one row above the table. */
export function AlertFilters(props: Props) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <FilterFields {...props} stacked={false} />
    </div>
  );
}

/**
 * On a phone: one button (that counts the filters in use) opens the filters in a dialog; each change
 * applies at once, as on a wide screen.
 */
export function FoldedAlertFilters(props: Props) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = activeFilterCount(props.view);
  return (
    <>
      <Button
        variant="outline-secondary"
        className="alert-filter-button w-100 mb-3"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {count > 0 ? c.filtersActive(count) : c.filters}
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} aria-labelledby={titleId}>
        <Modal.Header closeButton closeLabel={c.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {c.filtersTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FilterFields {...props} stacked />
          <Button className="alert-action w-100" onClick={() => setOpen(false)}>
            {c.close}
          </Button>
        </Modal.Body>
      </Modal>
    </>
  );
}
