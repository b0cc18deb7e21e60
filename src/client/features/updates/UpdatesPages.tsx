import { texts } from '../../../shared/texts/de';
import { UpdatesPage } from './UpdatesPage';

// The register-update and store-update routes share one page; `key` makes switching between
// them start afresh.
export function CashpointUpdatesPage() {
  return <UpdatesPage key="cashpoint-updates" base="cashpoint-updates" title={texts.pages.cashpointUpdates} />;
}

export function StoreUpdatesPage() {
  return <UpdatesPage key="store-updates" base="store-updates" title={texts.pages.storeUpdates} />;
}
