import { render, screen } from '@testing-library/react';
import { PageWrapper } from './PageWrapper';

describe('PageWrapper', () => {
  it('shows the title, the picker and toolbar slots, and the content', () => {
    render(
      <PageWrapper
        title="Kassen"
        contextPicker={<span>Picker</span>}
        toolbar={<button type="button">Aktualisieren</button>}
      >
        <p>Inhalt</p>
      </PageWrapper>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kassen' })).toBeVisible();
    expect(screen.getByText('Picker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktualisieren' })).toBeInTheDocument();
    expect(screen.getByText('Inhalt')).toBeInTheDocument();
  });

  it('shows a labelled spinner instead of the content while loading', () => {
    render(
      <PageWrapper title="Kassen" loading>
        <p>Inhalt</p>
      </PageWrapper>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.queryByText('Inhalt')).not.toBeInTheDocument();
  });

  it('keeps a hidden title for assistive technology', () => {
    render(<PageWrapper title="Kassen-Auswertung" hideTitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kassen-Auswertung' })).toHaveClass('visually-hidden');
  });
});
