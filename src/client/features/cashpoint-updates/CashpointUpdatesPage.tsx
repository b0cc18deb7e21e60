import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function CashpointUpdatesPage() {
  return <PlaceholderPage title={texts.pages.cashpointUpdates} />;
}
