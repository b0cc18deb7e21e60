import { frameTexts } from '../../../shared/texts/de/frame';
import { UpdatesPage } from './UpdatesPage';

// The register-update and store-update routes share one page; `key` makes switching between
// them start afresh.
export function CashpointUpdatesPage() {
  return <UpdatesPage key="cashpoint-updates" base="cashpoint-updates" title={frameTexts.pages.cashpointUpdates} />;
}

export function StoreUpdatesPage() {
  return <UpdatesPage key="store-updates" base="store-updates" title={frameTexts.pages.storeUpdates} />;
}
