import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../../testing/render';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('kaputt');
}

const routes = [
  {
    path: '/frontend/broken',
    element: (
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>
    ),
  },
  {
    path: '/frontend/home',
    element: (
      <PageErrorBoundary>
        <p>Übersicht</p>
      </PageErrorBoundary>
    ),
  },
];

describe('a page that fails to render', () => {
  // React reports the caught error on the console; the test needs no such noise.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the German notice with the ways back to the start page and to a reload', () => {
    renderRoutes(routes, '/frontend/broken');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Diese Seite konnte nicht angezeigt werden.');
    expect(notice).toHaveTextContent('Ein unerwarteter Fehler ist aufgetreten.');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeInTheDocument();
  });

  it('shows the next page again once the user moves on', async () => {
    const { router } = renderRoutes(routes, '/frontend/broken');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => router.navigate('/frontend/home'));
    expect(screen.getByText('Übersicht')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
