import { useId } from 'react';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import type { ContextRef } from '../../api/session';
import { auditActions } from '../../../shared/audit/describe';
import { auditTexts } from '../../../shared/texts/de/audit';
import { DayInput } from '../../components/DayInput';
import { allContexts } from '../../lib/allContexts';
import { useSetParam, useTypedParam } from './useUrlParam';

const t = auditTexts.audit;

interface Props {
  contexts: readonly ContextRef[];
  /** The label of the object the `object` filter names, once an entry has shown it. */
  objectLabel: string | undefined;
}

/** The select's value: a context's key, or '' for all of them. */
const contextFilter = (contextId: string | null) => (contextId && contextId !== allContexts ? contextId : '');

/** Context, user, action, days and the object filter of a link; every value lives in the URL. */
export function AuditFilters({ contexts, objectLabel }: Props) {
  const [params] = useSearchParams();
  const setParam = useSetParam();
  const [user, setUser] = useTypedParam('user');
  const ids = { context: useId(), user: useId(), action: useId(), from: useId(), to: useId() };
  const object = params.get('object');
  const date = (field: 'from' | 'to') => (
    <Form.Group controlId={ids[field]}>
      <Form.Label className="small mb-1">{t[field]}</Form.Label>
      <DayInput id={ids[field]} size="sm" value={params.get(field) ?? ''} onChange={(day) => setParam(field, day)} />
    </Form.Group>
  );

  return (
    <div role="group" aria-label={t.filters} className="audit-filters d-flex flex-wrap align-items-end gap-3 mb-3">
      <Form.Group controlId={ids.context}>
        <Form.Label className="small mb-1">{t.context}</Form.Label>
        <Form.Select
          size="sm"
          value={contextFilter(params.get('contextId'))}
          onChange={(e) => setParam('contextId', e.target.value || allContexts)}
        >
          <option value="">{t.allContexts}</option>
          {contexts.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={ids.user}>
        <Form.Label className="small mb-1">{t.user}</Form.Label>
        <Form.Control
          type="search"
          size="sm"
          placeholder={t.userPlaceholder}
          value={user}
          onChange={(e) => setUser(e.target.value)}
        />
      </Form.Group>
      <Form.Group controlId={ids.action}>
        <Form.Label className="small mb-1">{t.action}</Form.Label>
        <Form.Select size="sm" value={params.get('action') ?? ''} onChange={(e) => setParam('action', e.target.value)}>
          <option value="">{t.allActions}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {t.actions[action]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {date('from')}
      {date('to')}
      {object && (
        <span className="badge audit-object-filter border border-secondary-subtle bg-secondary-subtle text-secondary-emphasis d-inline-flex align-items-center gap-2">
          <span>{t.objectFilter(objectLabel ?? object)}</span>
          <CloseButton aria-label={t.removeObjectFilter} onClick={() => setParam('object', '')} />
        </span>
      )}
    </div>
  );
}
