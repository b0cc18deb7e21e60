import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { isHandledError } from '../../api/replyHandling';
import { useEndOwnSessionMutation, useGetOwnSessionsQuery, type OwnSession } from '../../api/account';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { useLogout } from '../../app/useLogout';
import { formatDateTime } from '../../../shared/dates';
import { frameTexts } from '../../../shared/texts/de/frame';
import { profileTexts } from '../../../shared/texts/de/profile';
import { ssoTexts } from '../../../shared/texts/de/sso';
import { browserName } from '../../../shared/browserName';

const t = profileTexts.sessions;

/**
 * The own live sessions: browser, address, first and last use. Each can be ended here; ending this
 * one is the logout of the menu, which leads to the login page.
 */
export function SessionsCard() {
  const id = useId();
  const { data: sessions, isLoading, isError } = useGetOwnSessionsQuery();

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5" id={`${id}-title`}>
          {t.title}
        </Card.Title>
        <p className="text-body-secondary small">{t.intro}</p>
        {isLoading ? (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{frameTexts.app.loading}</span>
          </Spinner>
        ) : isError || !sessions ? (
          <Alert variant="danger" className="py-2 mb-0">
            {t.loadFailed}
          </Alert>
        ) : (
          <ul className="list-group" aria-labelledby={`${id}-title`}>
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

function SessionItem({ session }: { session: OwnSession }) {
  const dispatch = useAppDispatch();
  const [endSession, { isLoading }] = useEndOwnSessionMutation();
  const logOut = useLogout();
  const name = browserName(session.userAgent);
  const address = session.address ?? t.unknownAddress;

  const end = async () => {
    try {
      await endSession({ id: session.id }).unwrap();
      dispatch(showToast('success', t.ended));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', t.endFailed));
    }
  };

  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2">
      {/* At most the row wide: a phone wraps the facts instead of pushing the page wider. */}
      <div className="me-auto mw-100">
        <div className="fw-semibold">
          <span title={session.userAgent ?? undefined}>{name}</span>
          {session.current && (
            <Badge bg="success" className="ms-2">
              {t.current}
            </Badge>
          )}
          {session.provider && (
            <Badge bg="secondary" className="ms-2">
              {ssoTexts.sso.sessionVia(session.provider)}
            </Badge>
          )}
        </div>
        <dl className="small text-body-secondary mb-0">
          <dt className="d-inline me-1">{t.address}:</dt>
          <dd className="d-inline me-3">{address}</dd>
          <dt className="d-inline me-1">{t.createdAt}:</dt>
          <dd className="d-inline me-3">{formatDateTime(session.createdAt)}</dd>
          <dt className="d-inline me-1">{t.lastUsedAt}:</dt>
          <dd className="d-inline mb-0">{formatDateTime(session.lastUsedAt)}</dd>
        </dl>
      </div>
      <Button
        variant="outline-danger"
        size="sm"
        disabled={isLoading}
        aria-label={session.current ? t.endCurrentLabel(name, address) : t.endLabel(name, address)}
        onClick={() => void (session.current ? logOut() : end())}
      >
        {t.end}
      </Button>
    </li>
  );
}
