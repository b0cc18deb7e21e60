import { Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { AnyObjectSchema } from 'yup';
import { frameTexts } from '../../shared/texts/de/frame';
import { messageTexts } from '../../shared/texts/de/messages';
import { SubmitButton } from './SubmitButton';
import { CancelButton } from './CancelButton';

interface Props<Values extends FormikValues> {
  title: string;
  /** undefined while the record to edit loads: the dialog shows a spinner until it arrives. */
  initialValues: Values | undefined;
  validationSchema: AnyObjectSchema;
  onSubmit(values: Values, helpers: FormikHelpers<Values>): void | Promise<void>;
  onClose(): void;
  /** A save is under way: 'Speichern' waits for it. */
  saving: boolean;
  size?: 'lg' | 'xl';
  dialogClassName?: string;
  /**
   * Further parts of the record with forms of their own (the context's alert settings and update
   * window): the dialog becomes tabs, the main form under `mainTitle`. A tab is built when first opened.
   */
  extraTabs?: { mainTitle: string; tabs: { title: string; content: ReactNode }[] };
  children(formik: FormikProps<Values>): ReactNode;
}

/**
 * The dialog of an administration form (context, user): a static backdrop, so a stray click does
 * not drop the input, a spinner while the record loads, the validated form, 'Abbrechen' and
 * 'Speichern'.
 */
export function FormDialog<Values extends FormikValues>(props: Props<Values>) {
  const { title, initialValues, validationSchema, onSubmit, onClose, saving, extraTabs, children } = props;
  const titleId = useId();
  const tabsId = useId();
  const main = !initialValues ? (
    <Modal.Body className="d-flex justify-content-center py-5">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{frameTexts.app.loading}</span>
      </Spinner>
    </Modal.Body>
  ) : (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      {(formik) => (
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Body>{children(formik)}</Modal.Body>
          <Modal.Footer>
            <CancelButton onClick={onClose}>{messageTexts.dialog.cancel}</CancelButton>
            <SubmitButton disabled={saving}>{messageTexts.dialog.save}</SubmitButton>
          </Modal.Footer>
        </Form>
      )}
    </Formik>
  );
  return (
    <Modal
      show
      onHide={onClose}
      aria-labelledby={titleId}
      size={props.size}
      dialogClassName={props.dialogClassName}
      backdrop="static"
    >
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={titleId}>{title}</Modal.Title>
      </Modal.Header>
      {extraTabs ? (
        // The tabs stay mounted once opened, so switching keeps what was typed in each.
        <Tabs id={tabsId} defaultActiveKey="main" mountOnEnter className="px-3 pt-2">
          <Tab eventKey="main" title={extraTabs.mainTitle}>
            {main}
          </Tab>
          {extraTabs.tabs.map((tab, index) => (
            <Tab key={tab.title} eventKey={`extra-${index}`} title={tab.title}>
              {tab.content}
            </Tab>
          ))}
        </Tabs>
      ) : (
        main
      )}
    </Modal>
  );
}
