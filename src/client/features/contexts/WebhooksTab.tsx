import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import {
  useDeleteWebhookMutation,
  useGetWebhooksQuery,
  useSaveWebhookMutation,
  type WebhookSubscription,
} from '../../api/webhooks';
import { useAppDispatch } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showToast } from '../../lib/toasts';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { contextAdminTexts } from '../../../shared/texts/de/contextAdmin';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { DeliveryState, WebhookDeliveries } from './WebhookDeliveries';
import { WebhookFormFields } from './WebhookFormFields';
import {
  eventName,
  newWebhookValues,
  webhookEventTypes,
  webhookFormOf,
  webhookValuesOf,
  type WebhookValues,
} from './webhookValues';

const t = apiAccessTexts.webhooks;

type Editing = { state: 'none' } | { state: 'new' } | { state: 'edit'; subscription: WebhookSubscription };

/**
 * The context dialog's tab 'Webhooks' (CONTEXTS_CHANGE): the context's event subscriptions with
 * their form and deletion, and the delivery log with 'Erneut senden'. Each action saves at once.
 */
export function WebhooksTab({ contextKey, onClose }: { contextKey: string; onClose(): void }) {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetWebhooksQuery(
    { contextId: contextKey },
    { refetchOnMountOrArgChange: true },
  );
  const [save, { isLoading: saving }] = useSaveWebhookMutation();
  const [remove, { isLoading: deleting }] = useDeleteWebhookMutation();
  const [editing, setEditing] = useState<Editing>({ state: 'none' });
  const [toDelete, setToDelete] = useState<WebhookSubscription | undefined>();

  // A failure keeps the form with its input; the server's reason (a private address) is its message.
  const submit = async (values: WebhookValues) => {
    const uid = editing.state === 'edit' ? editing.subscription.uid : undefined;
    try {
      await save({ webhookForm: webhookFormOf(values, contextKey, uid) }).unwrap();
      dispatch(showToast('success', t.saved));
      setEditing({ state: 'none' });
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.saveFailed));
    }
  };

  const deleteSubscription = async (subscription: WebhookSubscription) => {
    setToDelete(undefined);
    try {
      await remove({ uid: subscription.uid, contextAction: { contextId: contextKey } }).unwrap();
      dispatch(showToast('success', t.deleted));
      if (editing.state === 'edit' && editing.subscription.uid === subscription.uid) setEditing({ state: 'none' });
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? messageTexts.errors.server));
    }
  };

  const events = (subscription: WebhookSubscription) =>
    subscription.events.length === webhookEventTypes.length
      ? t.allEvents
      : subscription.events.map(eventName).join(', ');
  const subscriptions = data?.webhooks ?? [];

  return (
    <>
      <Modal.Body>
        <p className="text-body-secondary small">{t.intro}</p>
        {isLoading ? (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{frameTexts.app.loading}</span>
          </Spinner>
        ) : isError ? (
          <Alert variant="danger" className="py-2">
            {t.loadFailed}
          </Alert>
        ) : (
          <Table responsive size="sm" className="align-middle" aria-label={t.list}>
            <thead>
              <tr>
                <th scope="col">{t.fields.url}</th>
                <th scope="col">{t.fields.events}</th>
                <th scope="col">{t.fields.enabled}</th>
                <th scope="col">{t.lastDelivery}</th>
                <th scope="col" className="text-end">
                  {contextAdminTexts.contextAdmin.columns.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {subscriptions.length === 0 ? (
                <tr>
                  <td colSpan={5} className="text-body-secondary">
                    {t.empty}
                  </td>
                </tr>
              ) : (
                subscriptions.map((subscription) => (
                  <tr key={subscription.uid}>
                    <td className="text-break">{subscription.url}</td>
                    <td className="small">{events(subscription)}</td>
                    <td>
                      <Badge bg={subscription.enabled ? 'success' : 'secondary'}>
                        {subscription.enabled ? t.enabledBadge : t.disabledBadge}
                      </Badge>
                    </td>
                    <td>
                      <DeliveryState state={subscription.lastDelivery} />
                    </td>
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        className="me-2"
                        aria-label={t.editLabel(subscription.url)}
                        onClick={() => setEditing({ state: 'edit', subscription })}
                      >
                        {t.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={t.deleteLabel(subscription.url)}
                        onClick={() => setToDelete(subscription)}
                      >
                        {t.delete}
                      </Button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </Table>
        )}
        {editing.state === 'none' ? (
          <Button variant="primary" className="mb-3" onClick={() => setEditing({ state: 'new' })}>
            {t.create}
          </Button>
        ) : (
          <WebhookFormFields
            key={editing.state === 'edit' ? editing.subscription.uid : 'new'}
            editing={editing.state === 'edit' ? editing.subscription.url : undefined}
            initialValues={editing.state === 'edit' ? webhookValuesOf(editing.subscription) : newWebhookValues}
            saving={saving}
            onSubmit={submit}
            onCancel={() => setEditing({ state: 'none' })}
          />
        )}
        <WebhookDeliveries contextKey={contextKey} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          {messageTexts.dialog.close}
        </Button>
      </Modal.Footer>
      <ConfirmDialog
        show={toDelete !== undefined}
        title={toDelete ? t.deleteTitleOf(toDelete.url) : t.deleteTitle}
        message={toDelete ? t.deleteConfirm(toDelete.url) : ''}
        onConfirm={() => toDelete && void deleteSubscription(toDelete)}
        onCancel={() => setToDelete(undefined)}
        busy={deleting}
      />
    </>
  );
}
