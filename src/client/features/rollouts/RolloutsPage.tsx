import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router-dom';
import { useGetRolloutsQuery } from '../../api/rollouts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { ContextPicker, useContextId } from '../../components/ContextPicker';
import { PageWrapper } from '../../components/PageWrapper';
import { rolloutPollingMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { hasRights } from '../../../shared/rights';
import { frameTexts } from '../../../shared/texts/de/frame';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { AutoAdvanceSwitch } from '../../components/rollouts/AutoAdvanceSwitch';
import { RolloutList } from './RolloutList';
import { RolloutProgress } from './RolloutProgress';
import { FilterNotice } from '../../components/fleet/FilterNotice';
import './rollouts.css';

const t = rolloutTexts.rollouts;
const narrowStates = ['paused', 'waitingForApproval', 'running'] as const;

/** The page 'Rollouts': the context's rollouts and, for the one chosen (`uid`), its progress. */
export function RolloutsPage() {
  const contextId = useContextId();
  const [params, setParams] = useSearchParams();
  const uid = params.get('uid');
  // A link of the start page narrows the list to one state (`state`: paused, waiting, running).
  const state = narrowStates.find((s) => s === params.get('state'));
  const clearState = () =>
    setParams(
      (p) => {
        p.delete('state');
        return p;
      },
      { replace: true },
    );
  const mayApprove = hasRights(useAppSelector(selectSession)?.rights, ['ROLLOUTS_APPROVE']);
  // currentData: after a context switch the old context's rollouts must not stay on screen.
  const { currentData, isFetching, fulfilledTimeStamp } = useGetRolloutsQuery(
    { contextId: contextId ?? '' },
    { skip: !contextId, pollingInterval: usePolling(rolloutPollingMs) },
  );
  const all = currentData?.rollouts ?? [];
  const rollouts = state ? all.filter((r) => r.state === state) : all;
  // A uid of another context (a context switch keeps the query) shows nothing.
  const chosen = uid && all.some((r) => r.uid === uid) ? uid : null;

  return (
    <PageWrapper
      title={frameTexts.pages.rollouts}
      contextPicker={<ContextPicker />}
      toolbar={mayApprove && contextId ? <AutoAdvanceSwitch contextId={contextId} /> : undefined}
      loading={isFetching && !currentData}
      updatedAt={fulfilledTimeStamp}
    >
      {!contextId ? (
        <p className="text-body-secondary">{t.noContext}</p>
      ) : (
        <Row className="g-3">
          <Col lg={4} xl={3}>
            {state && <FilterNotice what={t.state[state]} onClear={clearState} />}
            <RolloutList rollouts={rollouts} selected={chosen} />
          </Col>
          <Col lg={8} xl={9}>
            {chosen ? (
              <RolloutProgress key={chosen} uid={chosen} contextId={contextId} />
            ) : (
              rollouts.length > 0 && <p className="text-body-secondary">{t.chooseOne}</p>
            )}
          </Col>
        </Row>
      )}
    </PageWrapper>
  );
}
