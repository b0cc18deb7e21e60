import Badge from 'react-bootstrap/Badge';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';
import type { AlertSeverity } from './alertParams';

const variants: Record<AlertSeverity, { bg: string; text?: 'dark' }> = {
  critical: { bg: 'danger' },
  warning: { bg: 'warning', text: 'dark' },
  info: { bg: 'info', text: 'dark' },
};

/** An alert's severity as a badge that names it, so colour is never the only sign. */
export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  const { bg, text } = variants[severity];
  return (
    <Badge bg={bg} text={text} className="text-uppercase">
      {alertIntegrationTexts.alertCards.severities[severity]}
    </Badge>
  );
}
