import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { isHandledError } from '../../api/replyHandling';
import {
  useAcknowledgeAlertMutation,
  useAssignAlertMutation,
  useGetAlertsQuery,
  type Alert as AlertItem,
} from '../../api/alerts';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageWrapper } from '../../components/PageWrapper';
import { PromptDialog } from '../../components/PromptDialog';
import { ReportPager } from '../../components/report/ReportPager';
import { pollingIntervalMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { textSchema } from '../../lib/textSchema';
import { showToast } from '../../lib/toasts';
import { pageOf } from '../../../shared/reports/pipeline';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { frameTexts } from '../../../shared/texts/de/frame';
import { commentRule } from '../../../shared/validation/alertSettings';
import { alertsQueryOf, useAlertView } from './alertParams';
import { AlertFilters, FoldedAlertFilters } from './AlertFilters';
import { AlertCards } from './AlertCards';
import { AlertsTable } from './AlertsTable';
import { placeName } from './alertLinks';
import { AlertBulkActions } from './AlertBulkActions';
import { useAlertSelection } from './useAlertSelection';
import { useNarrow } from './useNarrow';
import { SnoozeDialog } from './SnoozeDialog';
import './alerts.css';

const t = alertTexts.alerts;
const c = alertIntegrationTexts.alertCards;
const none: AlertItem[] = [];

// The server's rule for the comment: required, blanks not counting, at most 500 characters.
const commentSchema = textSchema({ ...commentRule, label: t.comment, requiredMessage: t.commentRequired });

/**
 * The alerts of the contexts the user sees, open ones first (the server's order), page by page: a
 * table on a wide screen, one card per alert on a phone. A mail's link (`?uid=`) opens its alert alone.
 */
export function AlertsPage() {
  const dispatch = useAppDispatch();
  const hasStoreAgents = useAppSelector(selectSession)?.hasStoreAgents ?? false;
  const narrow = useNarrow();
  const [view, change] = useAlertView();
  const { data, isLoading, fulfilledTimeStamp } = useGetAlertsQuery(alertsQueryOf(view), {
    pollingInterval: usePolling(pollingIntervalMs),
  });
  const [acknowledge] = useAcknowledgeAlertMutation();
  const [assign] = useAssignAlertMutation();
  const [target, setTarget] = useState<AlertItem>();
  const [takingOver, setTakingOver] = useState<string>();
  // The alerts 'Stummschalten' asks about: one alert's button, or the selection's (then cleared).
  const [snoozing, setSnoozing] = useState<{ alerts: readonly AlertItem[]; chosen: boolean }>();
  const alerts = data?.alerts ?? none;
  const total = data?.total ?? 0;
  const { selection, chosen, clear } = useAlertSelection(alerts);

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
  const takeOver = async (alert: AlertItem) => {
    setTakingOver(alert.uid);
    try {
      await assign({ body: { uid: alert.uid } }).unwrap();
      dispatch(showToast('success', c.takenOver));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', c.takeOverFailed));
    } finally {
      setTakingOver(undefined);
    }
  };

  const filters = { view, change };
  const onSnooze = (alert: AlertItem) => setSnoozing({ alerts: [alert], chosen: false });
  const actions = { onAcknowledge: setTarget, onTakeOver: takeOver, onSnooze, takingOver, selection };
  return (
    <PageWrapper title={frameTexts.pages.alerts} loading={isLoading} updatedAt={fulfilledTimeStamp}>
      {view.uid ? (
        <Alert variant="info" className="d-flex flex-wrap align-items-center gap-2 py-2">
          <span className="me-auto">{total === 0 && data ? c.notFound : c.oneAlert}</span>
          <Button variant="primary" className="alert-action" onClick={() => change({ uid: undefined })}>
            {c.allAlerts}
          </Button>
        </Alert>
      ) : narrow ? (
        <FoldedAlertFilters {...filters} />
      ) : (
        <AlertFilters {...filters} />
      )}
      <AlertBulkActions
        chosen={chosen}
        onDone={clear}
        onClear={clear}
        onSnooze={(alerts) => setSnoozing({ alerts, chosen: true })}
      />
      {narrow ? (
        <AlertCards alerts={alerts} hasStoreAgents={hasStoreAgents} {...actions} />
      ) : (
        <AlertsTable alerts={alerts} hasStoreAgents={hasStoreAgents} group={view.group} {...actions} />
      )}
      {!view.uid && (
        <ReportPager
          info={pageOf(total, view.page, view.size)}
          total={total}
          size={view.size}
          onPage={(page) => change({ page })}
          onSize={(size) => change({ size })}
        />
      )}
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
      {snoozing && (
        <SnoozeDialog
          alerts={snoozing.alerts}
          onClose={() => setSnoozing(undefined)}
          onDone={snoozing.chosen ? clear : undefined}
        />
      )}
    </PageWrapper>
  );
}
