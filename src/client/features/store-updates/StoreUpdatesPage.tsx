import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function StoreUpdatesPage() {
  return <PlaceholderPage title={texts.pages.storeUpdates} />;
}
