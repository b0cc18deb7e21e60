import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function StoreReportPage() {
  return <PlaceholderPage title={texts.pages.storeReport} />;
}
