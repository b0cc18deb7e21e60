import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { AlertKind } from '../../api/alerts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { texts } from '../../../shared/texts/de';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import { alertStates, type AlertStateFilter, type AlertView } from './alertParams';

const t = texts.alerts.filters;
const noContexts: never[] = [];

/** Context, state and kind of the alert list; each change goes to the URL. */
export function AlertFilters({ view, change }: { view: AlertView; change(next: Partial<AlertView>): void }) {
  const id = useId();
  const contexts = useAppSelector(selectSession)?.contexts ?? noContexts;
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
      <Form.Group controlId={`${id}-context`} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">{t.context}</Form.Label>
        <Form.Select value={view.contextId ?? ''} onChange={(e) => change({ contextId: e.target.value || undefined })}>
          <option value="">{t.allContexts}</option>
          {contexts.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-state`} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">{t.state}</Form.Label>
        <Form.Select value={view.state} onChange={(e) => change({ state: e.target.value as AlertStateFilter })}>
          {alertStates.map((s) => (
            <option key={s} value={s}>
              {t.stateOptions[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-kind`} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">{t.kind}</Form.Label>
        <Form.Select
          value={view.kind ?? ''}
          onChange={(e) => change({ kind: (e.target.value || undefined) as AlertKind | undefined })}
        >
          <option value="">{t.allKinds}</option>
          {alertKinds.map((k) => (
            <option key={k} value={k}>
              {texts.alerts.kinds[k]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
