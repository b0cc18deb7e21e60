import { useState } from 'react';
import { isHandledError } from '../../api/replyHandling';
import { useAcknowledgeAlertMutation, useGetAlertsQuery, type Alert } from '../../api/alerts';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageWrapper } from '../../components/PageWrapper';
import { PromptDialog } from '../../components/PromptDialog';
import { ReportPager } from '../../components/report/ReportPager';
import { pollingIntervalMs } from '../../lib/polling';
import { textSchema } from '../../lib/textSchema';
import { showToast } from '../../lib/toasts';
import { pageOf } from '../../../shared/reports/pipeline';
import { texts } from '../../../shared/texts/de';
import { commentRule } from '../../../shared/validation/alertSettings';
import { useAlertView } from './alertParams';
import { AlertFilters } from './AlertFilters';
import { AlertsTable, placeName } from './AlertsTable';
import './alerts.css';

const t = texts.alerts;
const none: Alert[] = [];

// The server's rule for the comment: required, blanks not counting, at most 500 characters.
const commentSchema = textSchema({ ...commentRule, label: t.comment, requiredMessage: t.commentRequired });

/** The alerts of the contexts the user sees, open ones first (the server's order), page by page. */
export function AlertsPage() {
  const dispatch = useAppDispatch();
  const hasStoreAgents = useAppSelector(selectSession)?.hasStoreAgents ?? false;
  const [view, change] = useAlertView();
  const { data, isLoading } = useGetAlertsQuery(
    { contextId: view.contextId, state: view.state, kind: view.kind, page: view.page, size: view.size },
    { pollingInterval: pollingIntervalMs },
  );
  const [acknowledge] = useAcknowledgeAlertMutation();
  const [target, setTarget] = useState<Alert>();
  const total = data?.total ?? 0;

  // An acknowledged alert is acknowledged again to change its comment (the server records who and
  // when anew): the dialog says so and starts from the comment it replaces.
  const again = target?.state === 'acknowledged';
  const submit = async (comment: string) => {
    if (!target) return false;
    try {
      await acknowledge({ body: { uid: target.uid, comment } }).unwrap();
      dispatch(showToast('success', again ? t.commentChanged : t.acknowledged));
      return true;
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', again ? t.changeCommentFailed : t.acknowledgeFailed));
      return false;
    }
  };

  return (
    <PageWrapper title={texts.pages.alerts} loading={isLoading}>
      <AlertFilters view={view} change={change} />
      <AlertsTable alerts={data?.alerts ?? none} hasStoreAgents={hasStoreAgents} onAcknowledge={setTarget} />
      <ReportPager
        info={pageOf(total, view.page, view.size)}
        total={total}
        size={view.size}
        onPage={(page) => change({ page })}
        onSize={(size) => change({ size })}
      />
      {target && (
        <PromptDialog
          title={`${again ? t.changeComment : t.acknowledgeTitle}: ${t.kinds[target.kind] ?? target.kind} ${placeName(target)}`.trim()}
          label={t.comment}
          submitLabel={again ? t.changeComment : t.acknowledge}
          initialValue={again ? (target.comment ?? '') : ''}
          schema={commentSchema}
          onHide={() => setTarget(undefined)}
          onSubmit={submit}
        />
      )}
    </PageWrapper>
  );
}
