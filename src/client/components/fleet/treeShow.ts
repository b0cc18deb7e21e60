import { useSearchParams } from 'react-router-dom';

/** The values of the trees' `show` query: which stores a link of the start page narrows the tree to. */
export const treeShows = ['offline', 'maintenance', 'waiting'] as const;
export type TreeShow = (typeof treeShows)[number];

/**
 * The tree's `show` query (undefined: every store) and a way back to every store. It lives in the
 * URL so the start page's count opens the tree narrowed to what it counted.
 */
export function useTreeShow(accepts: readonly TreeShow[] = treeShows): [TreeShow | undefined, () => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('show');
  const show = accepts.find((s) => s === value);
  const clear = () =>
    setParams(
      (p) => {
        p.delete('show');
        return p;
      },
      { replace: true },
    );
  return [show, clear];
}
