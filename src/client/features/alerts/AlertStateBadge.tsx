import Badge from 'react-bootstrap/Badge';
import type { Alert } from '../../api/alerts';
import { alertTexts } from '../../../shared/texts/de/alerts';

const variants: Record<Alert['state'], { bg: string; text?: 'dark' }> = {
  open: { bg: 'danger' },
  acknowledged: { bg: 'warning', text: 'dark' },
  closed: { bg: 'secondary' },
};

/** An alert's state as a coloured badge that names it too, so colour is never the only sign. */
export function AlertStateBadge({ state }: { state: Alert['state'] }) {
  const { bg, text } = variants[state];
  return (
    <Badge bg={bg} text={text}>
      {alertTexts.alerts.states[state]}
    </Badge>
  );
}
