import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function StoreAgentsPage() {
  return <PlaceholderPage title={texts.pages.storeAgents} />;
}
