import { texts } from '../../../shared/texts/de';
import { UpdatesPage } from './UpdatesPage';

// The two routes of spec 2.1 share one page; `key` makes sure switching between them starts afresh.
export function CashpointUpdatesPage() {
  return <UpdatesPage key="cashpoint-updates" base="cashpoint-updates" title={texts.pages.cashpointUpdates} />;
}

export function StoreUpdatesPage() {
  return <UpdatesPage key="store-updates" base="store-updates" title={texts.pages.storeUpdates} />;
}
