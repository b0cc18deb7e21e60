import { skipToken } from '@reduxjs/toolkit/query';
import { Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  useGetStoreCalendarQuery,
  useGetUpdateWindowRuleQuery,
  useSaveStoreCalendarMutation,
  useSaveUpdateWindowRuleMutation,
  type StoreCalendar,
  type UpdateWindowRule,
} from '../../api/calendar';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { validateCalendar } from './calendarChecks';
import { calendarFormOf, calendarValuesOf, ruleFormOf, type CalendarValues } from './calendarValues';
import { CalendarFields } from './CalendarFields';
import { RuleFields } from './RuleFields';
import './storeCalendar.css';

const t = storeCalendarTexts.storeCalendar;

/** The context's rule in words, for a store that takes it. */
export const ruleInWords = (rule: UpdateWindowRule | undefined) =>
  rule &&
  t.rule.contextRule(rule.enabled ? t.rule.summary(rule.minutesAfterClosing, rule.minutesBeforeOpening) : t.rule.off);

interface Props {
  contextId: string;
  /** A store of the context; undefined: the context's own calendar and rule. */
  storeUid?: string;
  /** Shown between the fields and the footer, e.g. the context's special days. */
  extra?(calendar: StoreCalendar): ReactNode;
  /** The buttons, given the saving state (a dialog puts them in its footer). */
  footer(saving: boolean): ReactNode;
  /** After a successful save. */
  onSaved?(): void;
  /** Wraps the form's body (a dialog's Modal.Body). */
  body?(children: ReactNode): ReactNode;
}

/** The form of a calendar and its update window rule, loaded, checked and saved together. */
export function CalendarEditor({ contextId, storeUid, extra, footer, onSaved, body = (c) => c }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const arg = { contextId, ...(storeUid ? { storeUid } : {}) };
  const { data: calendar, isError } = useGetStoreCalendarQuery(arg, { refetchOnMountOrArgChange: true });
  const { data: rule } = useGetUpdateWindowRuleQuery(arg, { refetchOnMountOrArgChange: true });
  const { data: contextRule } = useGetUpdateWindowRuleQuery(storeUid ? { contextId } : skipToken);
  const [saveCalendar, calendarSave] = useSaveStoreCalendarMutation();
  const [saveRule, ruleSave] = useSaveUpdateWindowRuleMutation();
  const isStore = storeUid !== undefined;

  if (isError) return <Alert variant="danger">{t.loadFailed}</Alert>;
  if (!calendar || !rule)
    return (
      <div className="d-flex justify-content-center py-4">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{frameTexts.app.loading}</span>
        </Spinner>
      </div>
    );
  const initialValues = calendarValuesOf(calendar, rule, isStore);

  // Both parts are saved one after the other; the rule only when it changed. A refused save keeps
  // the input in the form and names the server's reason.
  // Back to the context's weekly calendar: the store keeps its own special days as they stand.
  const inherit = async (values: CalendarValues) => {
    try {
      const form = { ...calendarFormOf(values, contextId, storeUid), inherit: true };
      await saveCalendar({ storeCalendarForm: form }).unwrap();
      dispatch(showToast('success', t.inherited));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.saveFailed));
    }
  };

  const submit = async (values: CalendarValues) => {
    try {
      await saveCalendar({ storeCalendarForm: calendarFormOf(values, contextId, storeUid) }).unwrap();
      if (JSON.stringify(values.rule) !== JSON.stringify(initialValues.rule))
        await saveRule({ updateWindowRuleForm: ruleFormOf(values.rule, contextId, storeUid) }).unwrap();
      dispatch(showToast('success', isStore ? t.saved : t.ruleSaved));
      onSaved?.();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.saveFailed));
    }
  };

  return (
    // Reinitialised when a save brings the calendar back changed (taking the context's again).
    <Formik initialValues={initialValues} enableReinitialize validate={validateCalendar} onSubmit={submit}>
      {(formik) => (
        <Form noValidate onSubmit={formik.handleSubmit} aria-label={isStore ? t.tab : t.contextTab}>
          {body(
            <>
              {formik.submitCount > 0 && !formik.isValid && (
                <Alert variant="danger" className="py-2">
                  {messageTexts.errors.checkInput}
                </Alert>
              )}
              <p className="small text-body-secondary">
                {!isStore ? t.contextCalendarHint : calendar.own ? t.ownCalendar : t.contextCalendarTaken}
              </p>
              {isStore && calendar.own && (
                <p className="small">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    className="me-2"
                    disabled={calendarSave.isLoading}
                    onClick={() => void inherit(formik.values)}
                  >
                    {t.inherit}
                  </Button>
                  <span className="text-body-secondary">{t.inheritHint}</span>
                </p>
              )}
              <RuleFields formik={formik} id={id} isStore={isStore} contextRule={ruleInWords(contextRule)} />
              <CalendarFields formik={formik} id={id} />
              {extra?.(calendar)}
            </>,
          )}
          {footer(calendarSave.isLoading || ruleSave.isLoading)}
        </Form>
      )}
    </Formik>
  );
}
