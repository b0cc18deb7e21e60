import { isHandledError } from '../../api/replyHandling';
import { useSaveContextMutation, type Check } from '../../api/contexts';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { showToast } from '../../lib/toasts';
import { FormDialog } from '../../components/FormDialog';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { contextAdminTexts } from '../../../shared/texts/de/contextAdmin';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { AlertSettingsTab } from './AlertSettingsTab';
import { UpdateWindowTab } from '../../components/calendar/UpdateWindowTab';
import { ContextFields } from './ContextFields';
import { WebhooksTab } from './WebhooksTab';
import { contextSchema, contextSchemaFor } from './schema';
import { formOf, type ContextValues } from './values';

const t = contextAdminTexts.contextAdmin;

interface Props {
  /** The context to edit (its key names the dialog while it loads); undefined: a new context. */
  target?: { uid: string; key: string };
  /** undefined while the context to edit loads. */
  initialValues: ContextValues | undefined;
  storeChecks: readonly Check[];
  cashpointChecks: readonly Check[];
  onClose(): void;
}

/**
 * The 900 px dialog to create or edit a context, with both check lists; an existing context also
 * has its alert settings, on a tab of their own, for those who may change contexts, and its update
 * window rule and default calendar on the tab 'Update-Fenster' for those who may change calendars,
 * and its event webhooks on the tab 'Webhooks' (CONTEXTS_CHANGE too).
 */
export function ContextDialog({ target, initialValues, storeChecks, cashpointChecks, onClose }: Props) {
  const dispatch = useAppDispatch();
  const rights = useAppSelector(selectSession)?.rights;
  const canChange = hasRights(rights, ['CONTEXTS_CHANGE']);
  const canChangeCalendar = hasRights(rights, ['CALENDAR_CHANGE']);
  const [save, { isLoading }] = useSaveContextMutation();

  // Saving: success closes the dialog (the list refreshes by its tag); a failure
  // leaves the dialog open with the input, so nothing is lost.
  const submit = async (values: ContextValues) => {
    const contextForm = formOf(values, target?.uid);
    try {
      await save({ contextForm }).unwrap();
      dispatch(showToast('success', messageTexts.success.contextSaved));
      onClose();
    } catch (error) {
      if (isHandledError(error)) return;
      const { status, data } = error as { status?: unknown; data?: { value?: unknown } };
      if (status === 409) {
        dispatch(showToast('warning', messageTexts.errors.contextExists(String(data?.value ?? contextForm.key))));
      } else if (status === 400) {
        dispatch(showToast('danger', messageTexts.errors.contextValidation));
      } else {
        dispatch(showToast('danger', messageTexts.errors.contextServer));
      }
    }
  };

  return (
    <FormDialog
      title={target ? t.editTitle(target.key) : t.newContext}
      initialValues={initialValues}
      validationSchema={target ? contextSchemaFor(true) : contextSchema}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
      dialogClassName="context-dialog"
      extraTabs={
        target && (canChange || canChangeCalendar)
          ? {
              mainTitle: alertTexts.alerts.settings.contextTab,
              tabs: [
                ...(canChange
                  ? [
                      {
                        title: alertTexts.alerts.settings.tab,
                        content: <AlertSettingsTab contextKey={target.key} onClose={onClose} />,
                      },
                      {
                        title: apiAccessTexts.webhooks.tab,
                        content: <WebhooksTab contextKey={target.key} onClose={onClose} />,
                      },
                    ]
                  : []),
                ...(canChangeCalendar
                  ? [
                      {
                        title: storeCalendarTexts.storeCalendar.contextTab,
                        content: <UpdateWindowTab contextKey={target.key} onClose={onClose} />,
                      },
                    ]
                  : []),
              ],
            }
          : undefined
      }
    >
      {(formik) => (
        <ContextFields formik={formik} uid={target?.uid} storeChecks={storeChecks} cashpointChecks={cashpointChecks} />
      )}
    </FormDialog>
  );
}
