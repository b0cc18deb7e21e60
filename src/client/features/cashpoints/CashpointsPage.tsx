import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function CashpointsPage() {
  return <PlaceholderPage title={texts.pages.cashpoints} />;
}
