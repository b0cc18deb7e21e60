import { render, screen } from '@testing-library/react';
import { TreeBadges } from './TreeBadges';

describe('TreeBadges', () => {
  it('shows two version tags, and beyond that the newest and a count that names the rest', () => {
    const { rerender } = render(<TreeBadges tags={['5.12.3', '5.13.1']} notUpdated={false} />);
    expect(screen.getByText('5.12.3')).toBeInTheDocument();
    expect(screen.getByText('5.13.1')).toBeInTheDocument();

    // The server sorts the tags as text, where 5.10.0 comes before 5.9.0 although it is newer.
    rerender(<TreeBadges tags={['5.10.0', '5.11.2', '5.9.0']} notUpdated />);
    expect(screen.getByText('5.11.2')).toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByText('weitere Versionen: 5.10.0, 5.9.0')).toBeInTheDocument();
    expect(screen.getByText('Nicht aktualisiert')).toBeInTheDocument();
  });

  it('keeps the places of count, tags and update state on a row without them, so rows line up', () => {
    const { container } = render(<TreeBadges withCount tags={[]} notUpdated={false} />);
    expect([...container.children].map((e) => e.className)).toEqual([
      'tree-count small text-body-secondary',
      'tree-tags',
      'tree-flag',
    ]);
  });
});
