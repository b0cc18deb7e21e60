/**
 * A lazy module that can be asked for before anything renders it. Once loaded, it is handed to
 * React.lazy through a thenable that answers at once, so a page whose code came in while the app
 * was still starting (or checking the session) renders in the first pass: no Suspense fallback,
 * and none of the 300 ms React waits before it reveals content that replaces a fallback.
 */
export interface Preloadable<M> {
  /** Starts loading (once; again after a failure). */
  preload(): Promise<M>;
  /** For React.lazy: the loaded module at once, or the loading promise. */
  lazyLoad(): PromiseLike<M>;
}

export function preloadable<M>(load: () => Promise<M>): Preloadable<M> {
  let loaded: { module: M } | undefined;
  let pending: Promise<M> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => ((loaded = { module }), module),
      (error: unknown) => {
        // A chunk that failed to arrive (a deploy, a lost connection) is fetched anew next time.
        pending = undefined;
        throw error;
      },
    ));
  return {
    preload,
    lazyLoad: () =>
      loaded ? { then: (resolve?: ((module: M) => unknown) | null) => resolve?.(loaded!.module) } : preload(),
  } as Preloadable<M>;
}
