import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function CashpointReportPage() {
  return <PlaceholderPage title={texts.pages.cashpointReport} hideTitle />;
}
