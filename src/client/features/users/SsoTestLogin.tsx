import Card from 'react-bootstrap/Card';
import { ssoTestLoginUrl, useGetSsoTestResultQuery } from '../../api/sso';
import { formatDateTime } from '../../../shared/dates';
import { ssoTexts } from '../../../shared/texts/de/sso';

const t = ssoTexts.sso.testLogin;
const m = ssoTexts.sso.mappings;

/**
 * The 'Testanmeldung': a login at the provider (a navigation there and back) that logs nobody in;
 * this card then shows what the provider sent and what a login would give, or why it would fail.
 */
export function SsoTestLogin() {
  const { data } = useGetSsoTestResultQuery();
  const result = data?.result;
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h5">
        {t.title}
      </Card.Header>
      <Card.Body>
        <p>{t.intro}</p>
        {/* A link: the test login is a navigation to the provider and back, not a request. */}
        <a href={ssoTestLoginUrl} className="btn btn-outline-primary mb-3">
          {t.start}
        </a>
        {!result ? (
          <p className="text-body-secondary mb-0">{t.none}</p>
        ) : (
          <section aria-label={t.title}>
            {result.refused && (
              <div className="alert alert-warning" role="status">
                {t.refused}: {result.refused}
              </div>
            )}
            <dl className="row mb-2">
              <dt className="col-sm-3">{t.at}</dt>
              <dd className="col-sm-9">{formatDateTime(result.at)}</dd>
              <dt className="col-sm-3">{t.login}</dt>
              <dd className="col-sm-9">{result.login ?? '–'}</dd>
              <dt className="col-sm-3">{t.groups}</dt>
              <dd className="col-sm-9">{result.groups.join(', ') || '–'}</dd>
              <dt className="col-sm-3">{t.mappedRole}</dt>
              <dd className="col-sm-9">{result.role ?? m.noRole}</dd>
              <dt className="col-sm-3">{t.mappedContexts}</dt>
              <dd className="col-sm-9">{result.allContexts ? m.allContexts : result.contextKeys.join(', ') || '–'}</dd>
            </dl>
            <h3 className="h6">{t.claims}</h3>
            <pre className="bg-body-tertiary p-2 small mb-0">{JSON.stringify(result.claims, null, 2)}</pre>
          </section>
        )}
      </Card.Body>
    </Card>
  );
}
