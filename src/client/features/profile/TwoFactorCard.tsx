import { useEffect, useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { isHandledError } from '../../api/replyHandling';
import { useLazyGetUserQrCodeQuery, useUpdate2FaMutation } from '../../api/users';
import { selectSession, useAppDispatch, useAppSelector } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { TwoFactorSetupDialog, type SeedWithQr } from '../../components/TwoFactorSetupDialog';
import { messageTexts } from '../../../shared/texts/de/messages';
import { profileTexts } from '../../../shared/texts/de/profile';

const t = profileTexts.profile;

/**
 * The own 2FA toggle. Ticking fetches a new seed (the server never shows a stored one), shows its
 * QR code and asks for a token; a verified token switches 2FA on. A failure or cancel unticks the
 * box, and unticking switches 2FA off, which clears the seed on the server.
 */
export function TwoFactorCard() {
  const id = useId();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSession)?.user;
  const active = user?.use2FA ?? false;
  // What the server last confirmed; the session data follows once the ping is fetched again, and
  // until then the box must not jump back.
  const [enabled, setEnabled] = useState(active);
  useEffect(() => setEnabled(active), [active]);
  // undefined: no setup running; {}: the seed loads; { seed }: the QR code shows.
  const [setup, setSetup] = useState<{ seed?: SeedWithQr } | undefined>();
  const [loadSeed] = useLazyGetUserQrCodeQuery();
  const [update2FA, { isLoading }] = useUpdate2FaMutation();

  const update = async (use2FA: boolean, seed2FA: string | null) => {
    try {
      await update2FA({ body: { use2FA, seed2FA } }).unwrap();
      setEnabled(use2FA);
      dispatch(showToast('success', messageTexts.success.twoFactorUpdated));
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', messageTexts.errors.twoFactorUpdate));
    }
  };

  const start = async (uid: string) => {
    setSetup({});
    try {
      const seed = await loadSeed({ uid }).unwrap();
      // Cancelled while the seed loaded: stay closed.
      setSetup((current) => (current ? { seed } : current));
    } catch (error) {
      setSetup(undefined);
      if (!isHandledError(error)) dispatch(showToast('danger', messageTexts.errors.twoFactorOpen));
    }
  };

  const toggle = (on: boolean) => {
    if (on && user) void start(user.uid);
    else if (!on && enabled) void update(false, null);
  };

  return (
    <Card>
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t.twoFactorTitle}
        </Card.Title>
        <Form.Check
          type="switch"
          id={`${id}-use2FA`}
          label={t.twoFactorToggle}
          checked={enabled || setup !== undefined}
          disabled={isLoading}
          aria-describedby={`${id}-state`}
          onChange={(e) => toggle(e.target.checked)}
        />
        <p id={`${id}-state`} className="text-body-secondary small mt-2 mb-0">
          {enabled ? t.twoFactorOn : t.twoFactorOff}
        </p>
        {setup && (
          <TwoFactorSetupDialog
            seed={setup.seed}
            onVerified={(seed) => {
              setSetup(undefined);
              void update(true, seed);
            }}
            onFailed={() => {
              setSetup(undefined);
              dispatch(showToast('danger', messageTexts.errors.twoFactorActivate));
            }}
            onCancel={() => setSetup(undefined)}
          />
        )}
      </Card.Body>
    </Card>
  );
}
