import { lazy, Suspense, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/replyHandling';
import { useLoginMutation, usePingQuery } from '../../api/session';
import { EnvironmentBanner } from '../../components/layout/EnvironmentBanner';
// The login is the first load: it takes only the frame's texts, not the index of every area.
import { frameTexts as texts } from '../../../shared/texts/de/frame';
import { paths } from '../../config/paths';
import { wholeStyles } from '../../theme/wholeStyles';
import { SsoLoginButton, SsoRefusal } from './SsoLogin';

// The token dialog (react-bootstrap's Modal) is a chunk of its own: most logins never need it. It
// shows with Bootstrap's whole stylesheet, which the login starts loading when it is submitted.
const TwoFactorDialog = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "two-factor" */ './TwoFactorDialog'),
    wholeStyles.preload().catch(() => undefined),
  ]).then(([module]) => ({ default: module.TwoFactorDialog })),
);

function wantsSecondFactor(error: unknown): boolean {
  const data = (error as { status?: unknown; data?: { missing2FAToken?: unknown } } | undefined) ?? {};
  return data.status === 401 && data.data?.missing2FAToken === true;
}

/** Username and password, Enter submits, a token dialog for 2FA accounts. */
export function LoginPage() {
  const navigate = useNavigate();
  // On arrival with a live session there is nothing to do here.
  const ping = usePingQuery(undefined, { refetchOnMountOrArgChange: true });
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [twoFactor, setTwoFactor] = useState<{ message?: string; retry: boolean } | null>(null);
  // The token dialog mounts when the server first asks for a token and then stays, to fade out.
  const [tokenAsked, setTokenAsked] = useState(false);
  if (twoFactor !== null && !tokenAsked) setTokenAsked(true);

  if (ping.isSuccess && !ping.isFetching) return <Navigate to={paths.home} replace />;

  const attempt = async (token2FA?: string) => {
    setError(undefined);
    // What comes next (the frame, or the token dialog) needs the whole stylesheet: it loads meanwhile.
    void wholeStyles.preload().catch(() => undefined);
    try {
      await login({ loginRequest: { login: username, password, token2FA: token2FA ?? null } }).unwrap();
      setTwoFactor(null);
      navigate(paths.home, { replace: true });
    } catch (failure) {
      if (wantsSecondFactor(failure)) {
        // The token dialog shows the server's message when there is one.
        setTwoFactor({ message: errorMessage(failure), retry: token2FA !== undefined });
      } else {
        setTwoFactor(null);
        setError(errorMessage(failure) ?? texts.login.failed);
      }
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt();
  };

  return (
    <>
      <header>
        <EnvironmentBanner />
      </header>
      <main className="login-page d-flex align-items-center justify-content-center">
        {/* Bootstrap's card and form markup with the parts it needs: react-bootstrap's Card and Form
            bring every sub-component (images, links, checks, ranges, floating labels) to the first load. */}
        <div className="login-card shadow-sm card">
          <div className="p-4 card-body">
            <h1 className="h3 mb-4 text-center">{texts.app.title}</h1>
            {/* Bootstrap's alert markup: react-bootstrap's Alert would bring its transitions to the first load. */}
            {error && (
              <div className="alert alert-danger" role="alert">
                {error}
              </div>
            )}
            <SsoRefusal />
            <SsoLoginButton />
            <form onSubmit={submit}>
              <FormGroup className="mb-3" controlId="login-username">
                <FormLabel>{texts.login.username}</FormLabel>
                <FormControl
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  autoComplete="username"
                  autoFocus
                  required
                />
              </FormGroup>
              <FormGroup className="mb-4" controlId="login-password">
                <FormLabel>{texts.login.password}</FormLabel>
                <FormControl
                  type="password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  autoComplete="current-password"
                  required
                />
              </FormGroup>
              <Button type="submit" className="w-100" disabled={isLoading}>
                {texts.login.submit}
              </Button>
            </form>
            <p className="text-center text-body-secondary small mt-4 mb-0">{texts.app.version}</p>
          </div>
        </div>
      </main>
      {tokenAsked && (
        <Suspense fallback={null}>
          <TwoFactorDialog
            show={twoFactor !== null}
            message={twoFactor?.message}
            retry={twoFactor?.retry ?? false}
            busy={isLoading}
            onSubmit={(token) => void attempt(token)}
            onCancel={() => setTwoFactor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
