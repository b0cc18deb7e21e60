import type { Maintenance } from '../../api/alerts';
import { formatDateTime } from '../../../shared/dates';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';

const t = alertOwnershipTexts.alertOwnership;

/** A store or register in maintenance in a fleet tree: a wrench, named with its end and reason. */
export function MaintenanceMark({ maintenance }: { maintenance: Maintenance }) {
  const label = t.maintenanceMark(formatDateTime(maintenance.until), maintenance.reason);
  return (
    <span className="maintenance-mark text-body-secondary" title={label} role="img" aria-label={label}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M10.5 1a4.5 4.5 0 0 0-4.3 5.8L1.3 11.7a1.5 1.5 0 0 0 2.1 2.1l4.9-4.9A4.5 4.5 0 0 0 14.8 4.6l-2.6 2.6-2.1-.5-.5-2.1 2.6-2.6A4.5 4.5 0 0 0 10.5 1z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}
