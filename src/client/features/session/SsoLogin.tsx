import { useSearchParams } from 'react-router-dom';
import { ssoLoginUrl, useGetSsoConfigQuery } from '../../api/sso';
// Only the SSO texts: the login is the first load (see LoginPage).
import { ssoTexts } from '../../../shared/texts/de/sso';
import { ownText } from '../../../shared/texts/ownText';

const t = ssoTexts.sso;

/** Why the provider's login came back refused (`?ssoError=` from the callback), as an alert. */
export function SsoRefusal() {
  const [params] = useSearchParams();
  const code = params.get('ssoError');
  if (!code) return null;
  const message = ownText<string>(t.refusals, code) ?? t.unknownRefusal;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
    </div>
  );
}

/**
 * 'Anmelden mit <name>' when an OpenID Provider is configured: a plain link, since the login is a
 * navigation to the provider and back, not a request of the SPA.
 */
export function SsoLoginButton() {
  const { data } = useGetSsoConfigQuery();
  if (!data?.provider) return null;
  return (
    <>
      <a className="btn btn-primary w-100 mb-3" href={ssoLoginUrl}>
        {t.loginWith(data.provider.name)}
      </a>
      <p className="text-center text-body-secondary small mb-3">{data.localLogin ? t.orLocal : t.localLoginOff}</p>
    </>
  );
}
