import type { FormikProps } from 'formik';
import Form from 'react-bootstrap/Form';
import type { AlertWebhookFormat } from '../../api/alerts';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';

const t = alertIntegrationTexts.alertIntegrations;
const formats: AlertWebhookFormat[] = ['signedJson', 'slack', 'teams'];

/** The alert webhook's format in the context's alert tab: the signed JSON, Slack or Teams. */
export function WebhookFormatField<V extends { webhookFormat: AlertWebhookFormat }>({
  formik,
  id,
  className,
}: {
  formik: FormikProps<V>;
  id: string;
  className?: string;
}) {
  const controlId = `${id}-webhookFormat`;
  return (
    <Form.Group controlId={controlId} className={className}>
      <Form.Label>{t.webhookFormat}</Form.Label>
      <Form.Select
        name="webhookFormat"
        value={formik.values.webhookFormat}
        aria-describedby={`${controlId}-hint`}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      >
        {formats.map((format) => (
          <option key={format} value={format}>
            {t.formats[format]}
          </option>
        ))}
      </Form.Select>
      <Form.Text id={`${controlId}-hint`}>{t.formatHint}</Form.Text>
    </Form.Group>
  );
}
