import Card from 'react-bootstrap/Card';
import { selectSession, useAppSelector } from '../../app/hooks';
import { PageWrapper } from '../../components/PageWrapper';
import { frameTexts } from '../../../shared/texts/de/frame';
import { profileTexts } from '../../../shared/texts/de/profile';
import { ApiTokensCard } from './ApiTokensCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

const t = profileTexts.profile;

/** The own account, a password change, the 2FA toggle, the own sessions and the own API tokens. */
export function ProfilePage() {
  const user = useAppSelector(selectSession)?.user;
  return (
    <PageWrapper title={frameTexts.pages.profile}>
      <div className="row g-4">
        <div className="col-lg-6">
          <Card className="mb-4">
            <Card.Body>
              <Card.Title as="h2" className="h5">
                {t.account}
              </Card.Title>
              <dl className="row mb-0">
                <dt className="col-sm-4">{t.login}</dt>
                <dd className="col-sm-8">{user?.login}</dd>
                <dt className="col-sm-4">{t.name}</dt>
                <dd className="col-sm-8">{user ? `${user.firstName} ${user.lastName}` : ''}</dd>
                <dt className="col-sm-4">{t.role}</dt>
                <dd className="col-sm-8 mb-0">{user?.role}</dd>
              </dl>
            </Card.Body>
          </Card>
          <TwoFactorCard />
        </div>
        <div className="col-lg-6">
          <PasswordCard />
        </div>
        <div className="col-12">
          <SessionsCard />
        </div>
        <div className="col-12">
          <ApiTokensCard />
        </div>
      </div>
    </PageWrapper>
  );
}
