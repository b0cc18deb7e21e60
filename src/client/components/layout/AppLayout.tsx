import { useEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { api, useLazyLogoutQuery, usePingQuery } from '../../api';
import { carryOverContextId } from '../../app/contextCarryOver';
import { useAppDispatch } from '../../app/hooks';
import { sessionEnded } from '../../app/sessionSlice';
import { texts } from '../../texts/de';
import { Toasts } from '../Toasts';
import { EnvironmentBanner } from './EnvironmentBanner';
import { MainMenu } from './MainMenu';

export const contextsRefetchDebounceMs = 500;

/** Applies the contextId carry-over of spec 2.1 to every navigation inside the layout. */
function useContextCarryOver() {
  const location = useLocation();
  const navigate = useNavigate();
  const previousSearch = useRef(location.search);
  useEffect(() => {
    const corrected = carryOverContextId(previousSearch.current, location.pathname, location.search);
    if (corrected !== null) {
      navigate({ pathname: location.pathname, search: corrected, hash: location.hash }, { replace: true });
      return;
    }
    previousSearch.current = location.search;
  }, [location, navigate]);
}

/** The contexts (session data) are re-fetched, debounced, on every route change (spec section 4). */
function useContextsRefresh(refetch: () => void, ready: boolean) {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (!ready) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(refetch, contextsRefetchDebounceMs);
    return () => clearTimeout(timer);
  }, [pathname, search, refetch, ready]);
}

/** The signed-in frame: banner, main menu, page, messages. Checks the session (ping) at start. */
export function AppLayout() {
  const ping = usePingQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLazyLogoutQuery();
  useContextCarryOver();
  useContextsRefresh(ping.refetch, ping.isSuccess);

  const onLogout = async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    dispatch(sessionEnded());
    dispatch(api.util.resetApiState());
    navigate(`/login?date=${Date.now()}`);
  };

  const status = (ping.error as { status?: unknown } | undefined)?.status;
  // A lost session goes to login; any other failure of a later re-fetch keeps the page usable.
  if (status === 401 || (ping.isError && !ping.data)) return <Navigate to="/login" replace />;
  if (!ping.data) {
    return (
      <div className="d-flex justify-content-center align-items-center vh-100">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{texts.app.loading}</span>
        </Spinner>
      </div>
    );
  }

  return (
    <>
      <a className="visually-hidden-focusable skip-link" href="#main">
        {texts.app.skipToContent}
      </a>
      <header>
        <EnvironmentBanner />
        <MainMenu onLogout={onLogout} />
      </header>
      <main id="main" className="container-fluid py-3">
        <Outlet />
      </main>
      <Toasts />
    </>
  );
}
