import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import {
  useGetWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  type WebhookDelivery,
} from '../../api/webhooks';
import { useAppDispatch } from '../../app/hooks';
import { PageLinks } from '../../components/PageLinks';
import { pollingIntervalMs } from '../../lib/polling';
import { showToast } from '../../lib/toasts';
import { formatDateTime } from '../../../shared/dates';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { frameTexts } from '../../../shared/texts/de/frame';
import { eventName } from './webhookValues';

const t = apiAccessTexts.webhooks;
const d = t.deliveries;
const size = 20;

const stateVariant: Record<WebhookDelivery['state'], string> = {
  pending: 'secondary',
  delivered: 'success',
  failed: 'danger',
};

/** A delivery's state in German, as a badge; a pending one names its next try. */
export function DeliveryState({ state }: { state: WebhookDelivery['state'] | null }) {
  if (!state) return <span className="text-body-secondary">{t.noDelivery}</span>;
  return <Badge bg={stateVariant[state]}>{t.states[state] ?? state}</Badge>;
}

/** The context's delivery log, newest first, paged, each with 'Erneut senden'. */
export function WebhookDeliveries({ contextKey }: { contextKey: string }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useGetWebhookDeliveriesQuery(
    { contextId: contextKey, page, size },
    // Polled like the fleet pages: a retry (after 30 s and more) shows without reopening the tab.
    { refetchOnMountOrArgChange: true, pollingInterval: pollingIntervalMs },
  );
  const [resend, { isLoading: resending }] = useResendWebhookDeliveryMutation();

  const again = async (delivery: WebhookDelivery) => {
    try {
      await resend({ uid: delivery.uid, contextAction: { contextId: contextKey } }).unwrap();
      dispatch(showToast('success', d.resent));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? d.resendFailed));
    }
  };

  const deliveries = data?.deliveries ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / size));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 className="h6" id={`${id}-title`}>
        {d.title}
      </h3>
      {isLoading ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{frameTexts.app.loading}</span>
        </Spinner>
      ) : isError ? (
        <Alert variant="danger" className="py-2 mb-0">
          {d.loadFailed}
        </Alert>
      ) : (
        <>
          <Table responsive size="sm" className="align-middle" aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th scope="col">{d.time}</th>
                <th scope="col">{d.event}</th>
                <th scope="col">{d.url}</th>
                <th scope="col">{d.state}</th>
                <th scope="col" className="text-end">
                  {d.attempts}
                </th>
                <th scope="col">{d.detail}</th>
                <th scope="col" className="text-end">
                  {d.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.length === 0 ? (
                <tr>
                  <td colSpan={7} className="text-body-secondary">
                    {d.empty}
                  </td>
                </tr>
              ) : (
                deliveries.map((delivery) => {
                  const time = formatDateTime(delivery.createdAt, true);
                  return (
                    <tr key={delivery.uid}>
                      <td className="text-nowrap">{time}</td>
                      <td>{eventName(delivery.eventType)}</td>
                      <td className="text-break">{delivery.url}</td>
                      <td>
                        <DeliveryState state={delivery.state} />
                        {delivery.state === 'pending' && delivery.nextAttemptAt && (
                          <div className="small text-body-secondary">
                            {d.nextAttempt(formatDateTime(delivery.nextAttemptAt, true))}
                          </div>
                        )}
                      </td>
                      <td className="text-end">{delivery.attempts}</td>
                      <td className="small">{delivery.detail ?? ''}</td>
                      <td className="text-end">
                        <Button
                          size="sm"
                          variant="outline-primary"
                          className="text-nowrap"
                          disabled={resending}
                          aria-label={d.resendLabel(eventName(delivery.eventType), time)}
                          onClick={() => void again(delivery)}
                        >
                          {d.resend}
                        </Button>
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </Table>
          {pages > 1 && <PageLinks page={page} pages={pages} onPage={setPage} size="sm" />}
        </>
      )}
    </section>
  );
}
