import { PageWrapper } from './PageWrapper';
import { texts } from '../../shared/texts/de';

/** Stands in for a page whose feature has its own issue and has not landed yet. */
export function PlaceholderPage({ title, hideTitle }: { title: string; hideTitle?: boolean }) {
  return (
    <PageWrapper title={title} hideTitle={hideTitle}>
      <p className="text-body-secondary">{texts.app.comingSoon}</p>
    </PageWrapper>
  );
}
