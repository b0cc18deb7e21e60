import { lazy, Suspense, useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { usePingQuery } from '../../api/session';
import { selectSession, useAppSelector } from '../../app/hooks';
import { useLogout } from '../../app/useLogout';
// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { frameTexts as texts } from '../../../shared/texts/de/frame';
import { Toasts } from '../Toasts';
import { EnvironmentBanner } from './EnvironmentBanner';
import { MenuPlaceholder } from './MenuPlaceholder';
import { paths } from '../../config/paths';
import { useWholeStyles } from '../../theme/wholeStyles';
import { LiveStream } from './LiveStream';

// The main menu (react-bootstrap's navbar and dropdowns, with Popper) is a chunk of its own, so the
// login page does not load it. The frame fetches it as it mounts, while the session is checked.
const loadMainMenu = () => import(/* webpackChunkName: "menu" */ './MainMenu');
const MainMenu = lazy(() => loadMainMenu().then((module) => ({ default: module.MainMenu })));

const contextsRefetchDebounceMs = 500;

/** The contexts (session data) are re-fetched, debounced, on every route change, so a context granted or withdrawn meanwhile shows up. */
function useContextsRefresh(refetch: () => void, ready: boolean) {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (!ready) return;
    // The session check at start has just run; only later route changes re-fetch.
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(refetch, contextsRefetchDebounceMs);
    return () => clearTimeout(timer);
  }, [pathname, search, refetch, ready]);
}

function FullPageSpinner() {
  return (
    <div className="d-flex justify-content-center align-items-center vh-100">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{texts.app.loading}</span>
      </Spinner>
    </div>
  );
}

/**
 * The signed-in frame: banner, main menu, page, messages. Checks the session (ping) at start; the
 * session data (from ping or login) decides whether the frame shows, so a fresh login is not sent
 * back by the stale 401 of the check made on the login page.
 */
export function AppLayout() {
  const ping = usePingQuery();
  const session = useAppSelector(selectSession);
  useContextsRefresh(ping.refetch, session !== null && !ping.isUninitialized);
  useEffect(() => void loadMainMenu(), []);

  const onLogout = useLogout();
  // The frame and its pages need Bootstrap's whole stylesheet; the spinner needs only the first cut.
  const styled = useWholeStyles();

  if (!session || !styled) {
    // No session: wait for the check; a failed check (401 or no server) leads to the login page.
    if (!session && ping.isError && !ping.isFetching) return <Navigate to={paths.login} replace />;
    return <FullPageSpinner />;
  }

  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {texts.app.skipToContent}
      </a>
      <header>
        <EnvironmentBanner />
        <Suspense fallback={<MenuPlaceholder />}>
          <MainMenu onLogout={() => void onLogout()} />
        </Suspense>
      </header>
      <main id="main" className="container-fluid py-3">
        <Outlet />
      </main>
      <Toasts />
      <LiveStream />
    </>
  );
}
