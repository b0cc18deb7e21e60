import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useGetActionsQuery, type ActionKind, type ActionRequestState } from '../../api/actions';
import { ContextPicker, useContextId } from '../../components/ContextPicker';
import { PageLinks } from '../../components/PageLinks';
import { PageWrapper } from '../../components/PageWrapper';
import { rolloutPollingMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { actionKinds, actionRequestStates } from '../../../shared/actions/catalogue';
import { actionTexts } from '../../../shared/texts/de/actions';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { frameTexts } from '../../../shared/texts/de/frame';
import { ActionDetail } from './ActionDetail';
import { ActionList } from './ActionList';
import './actions.css';

const t = actionPageTexts.actionsPage;
const a = actionTexts.actions;
const pageSize = 20;

/**
 * The page 'Aktionen': the context's action requests, newest first, filtered by state and kind
 * (the URL's `state` and `kind`), and the chosen one (`uid`) with its targets.
 */
export function ActionsPage() {
  const id = useId();
  const contextId = useContextId();
  const [params, setParams] = useSearchParams();
  const uid = params.get('uid');
  const state = actionRequestStates.find((s) => s === params.get('state'));
  const kind = actionKinds.find((k) => k === params.get('kind'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setParam = (name: string, value: string | undefined) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        if (name !== 'page' && name !== 'uid') p.delete('page');
        return p;
      },
      { replace: name !== 'uid' },
    );

  // currentData: after a context switch the old context's requests must not stay on screen.
  const { currentData, isFetching, fulfilledTimeStamp } = useGetActionsQuery(
    contextId ? { contextId, state, kind, page, size: pageSize } : skipToken,
    { pollingInterval: usePolling(rolloutPollingMs) },
  );
  const actions = currentData?.actions ?? [];
  const pages = Math.max(1, Math.ceil((currentData?.total ?? 0) / pageSize));

  const filters = (
    <div className="d-flex flex-wrap align-items-end gap-2" role="group" aria-label={t.filters}>
      <Form.Group controlId={`${id}-state`}>
        <Form.Label className="small mb-0">{t.stateFilter}</Form.Label>
        <Form.Select
          size="sm"
          value={state ?? ''}
          onChange={(e) => setParam('state', e.target.value as ActionRequestState)}
        >
          <option value="">{t.all}</option>
          {actionRequestStates.map((s) => (
            <option key={s} value={s}>
              {a.requestStates[s]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`${id}-kind`}>
        <Form.Label className="small mb-0">{t.kindFilter}</Form.Label>
        <Form.Select size="sm" value={kind ?? ''} onChange={(e) => setParam('kind', e.target.value as ActionKind)}>
          <option value="">{t.all}</option>
          {actionKinds.map((k) => (
            <option key={k} value={k}>
              {a.kinds[k]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );

  return (
    <PageWrapper
      title={frameTexts.pages.actions}
      contextPicker={<ContextPicker />}
      toolbar={contextId ? filters : undefined}
      loading={isFetching && !currentData}
      updatedAt={fulfilledTimeStamp}
    >
      {!contextId ? (
        <p className="text-body-secondary">{t.noContext}</p>
      ) : (
        <div className="row g-3">
          <div className={uid ? 'col-xxl-5' : 'col-12'}>
            {currentData && (
              <ActionList
                contextId={contextId}
                actions={actions}
                selected={uid}
                filtered={state !== undefined || kind !== undefined}
                compact={uid !== null}
              />
            )}
            {pages > 1 && (
              <div className="mt-2">
                <PageLinks page={page} pages={pages} onPage={(n) => setParam('page', String(n))} size="sm" />
              </div>
            )}
          </div>
          {uid && (
            <div className="col-xxl-7">
              <ActionDetail key={uid} uid={uid} contextId={contextId} />
            </div>
          )}
          {!uid && actions.length > 0 && <p className="text-body-secondary">{t.chooseOne}</p>}
        </div>
      )}
    </PageWrapper>
  );
}
