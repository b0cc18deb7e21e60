import { PlaceholderPage } from '../../components/PlaceholderPage';
import { texts } from '../../texts/de';

export function UsersPage() {
  return <PlaceholderPage title={texts.pages.users} />;
}
