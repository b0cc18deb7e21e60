import Badge from 'react-bootstrap/Badge';
import { statusLabel, statusVariant } from './status';

export function StatusBadge({ status }: { status: number }) {
  return <Badge bg={statusVariant(status)}>{statusLabel(status)}</Badge>;
}
