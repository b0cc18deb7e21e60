import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const Page = () => <p>Seite</p>;

describe('preloadable', () => {
  it('renders a module loaded beforehand in the first pass, without the fallback', async () => {
    const module = preloadable(() => Promise.resolve({ default: Page }));
    await module.preload();
    const Lazy = lazy(() => module.lazyLoad() as Promise<{ default: typeof Page }>);
    render(
      <Suspense fallback={<p>Lädt</p>}>
        <Lazy />
      </Suspense>,
    );
    // Synchronously after render: no fallback was ever needed.
    expect(screen.getByText('Seite')).toBeInTheDocument();
    expect(screen.queryByText('Lädt')).not.toBeInTheDocument();
  });

  it('shows the fallback while a module not yet loaded comes in', async () => {
    let resolve!: (module: { default: typeof Page }) => void;
    const module = preloadable(() => new Promise<{ default: typeof Page }>((done) => (resolve = done)));
    const Lazy = lazy(() => module.lazyLoad() as Promise<{ default: typeof Page }>);
    render(
      <Suspense fallback={<p>Lädt</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Lädt')).toBeInTheDocument();
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByText('Seite')).toBeInTheDocument();
  });

  it('loads once, and again after a failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue({ default: Page });
    const module = preloadable(load);
    await expect(module.preload()).rejects.toThrow('chunk');
    await module.preload();
    await module.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
