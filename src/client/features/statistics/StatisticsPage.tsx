import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function StatisticsPage() {
  return <PlaceholderPage title={texts.pages.statistics} />;
}
