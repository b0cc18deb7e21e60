import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function ProfilePage() {
  return <PlaceholderPage title={texts.pages.profile} />;
}
