import { Formik, type FormikProps } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { handleUnauthorized } from '../../api/replyHandling';
import { updatesApi, type UpdatesBase } from './updatesApi';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { updateTexts } from '../../../shared/texts/de/updates';
import { uploadSchema } from './schemas';
import { TagCommentFields } from './TagCommentFields';
import { uploadUpdateFile, type Upload, type UploadOutcome } from './uploadUpdate';
import { CancelButton } from '../../components/CancelButton';

interface Props {
  base: UpdatesBase;
  contextId: string;
  onClose(): void;
}

interface Values {
  file: File | null;
  tag: string;
  comment: string;
}

const initialValues: Values = { file: null, tag: '', comment: '' };
const names = updateTexts.updates.fields;

type Notice = { variant: 'warning' | 'info'; message: string };

/** A new update from one file, with tag and comment, uploaded with progress. */
export function UploadDialog({ base, contextId, onClose }: Props) {
  const titleId = useId();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const upload = useRef<Upload | null>(null);

  // Leaving the page mid-upload must not leave the request running.
  useEffect(() => () => upload.current?.abort(), []);

  const finish = (outcome: UploadOutcome) => {
    if (outcome.kind === 'done') {
      dispatch(updatesApi[base].invalidateList());
      dispatch(showToast('success', updateTexts.updates.upload.success));
      onClose();
    } else if (outcome.kind === 'aborted') {
      setNotice({ variant: 'info', message: updateTexts.updates.upload.aborted });
    } else if (outcome.status === 401) {
      handleUnauthorized();
    } else if (outcome.status === 403 || outcome.status === 404 || outcome.status >= 500) {
      // The same messages the global reply handling gives for calls through RTK Query.
      const message =
        outcome.status === 403
          ? messageTexts.errors.forbidden
          : outcome.status === 404
            ? messageTexts.errors.notFound
            : messageTexts.errors.server;
      dispatch(showToast('danger', message));
    } else {
      // 409 (the file exists already), 413 (too large), 400: the server says what is wrong.
      setNotice({ variant: 'warning', message: outcome.message ?? updateTexts.updates.upload.failed });
    }
  };

  const submit = async (values: Values) => {
    setNotice(null);
    setProgress(0);
    upload.current = uploadUpdateFile({
      base,
      contextId,
      file: values.file!,
      tag: values.tag.trim(),
      comment: values.comment,
      onProgress: setProgress,
    });
    const outcome = await upload.current.done;
    upload.current = null;
    setProgress(null);
    finish(outcome);
  };

  const hide = () => {
    upload.current?.abort();
    onClose();
  };

  return (
    <Modal show onHide={hide} aria-labelledby={titleId} backdrop="static">
      <Formik initialValues={initialValues} validationSchema={uploadSchema} onSubmit={submit}>
        {(formik) => (
          <Form noValidate onSubmit={formik.handleSubmit}>
            <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
              <Modal.Title id={titleId}>{updateTexts.updates.newUpdate}</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <UploadFields formik={formik} disabled={progress !== null} />
              {notice && (
                <Alert variant={notice.variant} className="mb-0 mt-3">
                  {notice.message}
                </Alert>
              )}
              {progress !== null && (
                <ProgressBar className="mt-3">
                  <ProgressBar
                    now={progress}
                    label={updateTexts.updates.upload.percent(progress)}
                    aria-label={updateTexts.updates.upload.progress}
                    animated
                  />
                </ProgressBar>
              )}
            </Modal.Body>
            <Modal.Footer>
              {progress !== null ? (
                <Button variant="secondary" onClick={() => upload.current?.abort()}>
                  {messageTexts.dialog.cancel}
                </Button>
              ) : (
                <>
                  <CancelButton onClick={hide}>{messageTexts.dialog.cancel}</CancelButton>
                  <Button type="submit" variant="primary">
                    {updateTexts.updates.upload.submit}
                  </Button>
                </>
              )}
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

function UploadFields({ formik, disabled }: { formik: FormikProps<Values>; disabled: boolean }) {
  const id = useId();
  const { errors, touched, submitCount, isValid } = formik;
  const shows = (field: keyof Values) => (touched[field] || submitCount > 0) && errors[field] !== undefined;
  return (
    <fieldset disabled={disabled}>
      {submitCount > 0 && !isValid && (
        <Alert variant="danger" className="py-2">
          {messageTexts.errors.checkInput}
        </Alert>
      )}
      <Form.Group controlId={`${id}-file`} className="mb-3">
        <Form.Label>{names.file}</Form.Label>
        <Form.Control
          type="file"
          name="file"
          isInvalid={shows('file')}
          onChange={(e) => {
            const files = (e.currentTarget as HTMLInputElement).files;
            void formik.setFieldValue('file', files?.[0] ?? null);
            void formik.setFieldTouched('file', true, false);
          }}
        />
        <Form.Control.Feedback type="invalid">{errors.file}</Form.Control.Feedback>
      </Form.Group>
      <TagCommentFields commentRows={3} countsComment />
    </fieldset>
  );
}
