import { useEffect, useState } from 'react';
import { preloadable } from '../lib/preloadable';

/**
 * Bootstrap's whole stylesheet (navbar, dropdowns, tables, dialogs, toasts …), which the first load
 * of /login leaves out. Everything signed in, and the token dialog, shows only once it is there;
 * webpack puts it before the app's own stylesheet (`insertStylesheet` in webpack.config.ts).
 */
export const wholeStyles = preloadable(() => import(/* webpackChunkName: "bootstrap" */ './bootstrapStyles'));

let loaded = false;

/**
 * Starts loading the whole stylesheet (once); true once it applies. A failed load (a deploy, a lost
 * connection) counts as done: the frame then shows with the first cut rather than not at all, and
 * the next mount tries again.
 */
export function useWholeStyles(): boolean {
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (ready) return;
    wholeStyles.preload().then(
      () => {
        loaded = true;
        setReady(true);
      },
      () => setReady(true),
    );
  }, [ready]);
  return ready;
}
