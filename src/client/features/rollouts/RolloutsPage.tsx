import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router-dom';
import { useGetRolloutsQuery } from '../../api/rollouts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { ContextPicker, useContextId } from '../../components/ContextPicker';
import { PageWrapper } from '../../components/PageWrapper';
import { rolloutPollingMs } from '../../lib/polling';
import { hasRights } from '../../../shared/rights';
import { texts } from '../../../shared/texts/de';
import { AutoAdvanceSwitch } from '../../components/rollouts/AutoAdvanceSwitch';
import { RolloutList } from './RolloutList';
import { RolloutProgress } from './RolloutProgress';
import './rollouts.css';

const t = texts.rollouts;

/** The page 'Rollouts': the context's rollouts and, for the one chosen (`uid`), its progress. */
export function RolloutsPage() {
  const contextId = useContextId();
  const [params] = useSearchParams();
  const uid = params.get('uid');
  const mayApprove = hasRights(useAppSelector(selectSession)?.rights, ['ROLLOUTS_APPROVE']);
  // currentData: after a context switch the old context's rollouts must not stay on screen.
  const { currentData, isFetching } = useGetRolloutsQuery(
    { contextId: contextId ?? '' },
    { skip: !contextId, pollingInterval: rolloutPollingMs },
  );
  const rollouts = currentData?.rollouts ?? [];
  // A uid of another context (a context switch keeps the query) shows nothing.
  const chosen = uid && rollouts.some((r) => r.uid === uid) ? uid : null;

  return (
    <PageWrapper
      title={texts.pages.rollouts}
      contextPicker={<ContextPicker />}
      toolbar={mayApprove && contextId ? <AutoAdvanceSwitch contextId={contextId} /> : undefined}
      loading={isFetching && !currentData}
    >
      {!contextId ? (
        <p className="text-body-secondary">{t.noContext}</p>
      ) : (
        <Row className="g-3">
          <Col lg={4} xl={3}>
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
