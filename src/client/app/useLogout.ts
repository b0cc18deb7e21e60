import { useNavigate } from 'react-router-dom';
import { useLazyLogoutQuery } from '../api/session';
import { useAppDispatch } from './hooks';
import { endSession } from './sessionSlice';
import { paths } from '../config/paths';

/**
 * Logs out: the server ends the session and clears its cookie (a failure there changes nothing
 * here), the store forgets the session and every cached reply, and the login page shows. The menu
 * and the profile's own session both log out this way.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLazyLogoutQuery();
  return async () => {
    const reply = await logout()
      .unwrap()
      .catch(() => undefined);
    endSession(dispatch);
    // A session of the OpenID Provider ends there too; it sends the browser back to the login page.
    if (reply?.endSessionUrl) {
      window.location.assign(reply.endSessionUrl);
      return;
    }
    // Leave the frame synchronously, before it can re-run its session check on the emptied cache
    // (whose 401 would replace /login?date=... by a plain /login).
    await navigate(`${paths.login}?date=${Date.now()}`, { flushSync: true });
  };
}
