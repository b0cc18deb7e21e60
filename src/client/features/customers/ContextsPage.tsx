import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function ContextsPage() {
  return <PlaceholderPage title={texts.pages.contexts} />;
}
