import { render, screen, within } from '@testing-library/react';
import type { Syncfile } from '../../api/cashpoints';
import { StatusBadge } from './StatusBadge';
import { VersionHistory } from '../../components/fleet/VersionHistory';

// One colour per update status (issue 46): the update list and a target's version history take it
// from the same map (lib/statusVariants), so 'Test/Labor' is green in both, not green in one and red
// in the other.

const syncfile = (status: number, uid: string): Syncfile => ({
  uid,
  filename: `kasse-${uid}.zip`,
  tag: uid,
  comment: null,
  status,
  releaseDate: null,
  orderKey: status,
  archived: false,
  hasLog: false,
  downloaded: true,
  installationStatus: 2,
});

const badgeClass = (element: HTMLElement) => [...element.classList].find((c) => c.startsWith('bg-'));

describe('the colours of an update status', () => {
  it.each([
    [1, 'Neu', 'bg-secondary'],
    [4, 'Test/Labor', 'bg-success'],
    [2, 'Aktiv', 'bg-success'],
    [3, 'Gelöscht', 'bg-danger'],
  ])('status %i (%s) has the same colour in the update list and the version history', (status, label, colour) => {
    const { unmount } = render(<StatusBadge status={status} />);
    expect(badgeClass(screen.getByText(label))).toBe(colour);
    unmount();
    render(<VersionHistory syncfiles={[syncfile(status, 'a')]} onShowLog={() => {}} />);
    const history = screen.getByRole('region', { name: 'Versionshistorie' });
    expect(badgeClass(within(history).getByText(label))).toBe(colour);
  });

  it('calls the release time of the version history as the update list does', () => {
    render(<VersionHistory syncfiles={[syncfile(2, 'a')]} onShowLog={() => {}} />);
    expect(screen.getByRole('columnheader', { name: 'Freigabezeitpunkt' })).toBeInTheDocument();
  });
});
