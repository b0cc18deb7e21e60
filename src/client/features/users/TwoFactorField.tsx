import type { FormikProps } from 'formik';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { isHandledError } from '../../api/replyHandling';
import { useLazyGenerate2FaSeedQuery, useLazyGetUserQrCodeQuery } from '../../api/users';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { TwoFactorSetupDialog, type SeedWithQr } from '../../components/TwoFactorSetupDialog';
import { messageTexts } from '../../../shared/texts/de/messages';
import { userAdminTexts } from '../../../shared/texts/de/userAdmin';
import { loginSchema } from './schema';
import type { UserValues } from './values';

const t = userAdminTexts.userAdmin;

interface Props {
  formik: FormikProps<UserValues>;
  /** undefined: a new user. */
  uid?: string;
}

/**
 * The user dialog's 2FA checkbox with the 2FA set-up flow: ticking fetches a new seed for the user
 * (never its stored one, which the server shows to nobody) and asks for a token; a verified seed goes into the form, and a
 * failure, cancel or unticking clears box and seed. Enabled only with a valid login (step 6).
 */
export function TwoFactorField({ formik, uid }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  // undefined: no setup running; {}: the seed loads; { seed }: the QR code shows.
  const [setup, setSetup] = useState<{ seed?: SeedWithQr } | undefined>();
  const [generateSeed] = useLazyGenerate2FaSeedQuery();
  const [existingSeed] = useLazyGetUserQrCodeQuery();
  const { values } = formik;
  const loginValid = loginSchema.isValidSync(values.login);

  const clear = () => {
    setSetup(undefined);
    void formik.setFieldValue('use2FA', false);
    void formik.setFieldValue('seed2FA', '');
  };

  const start = async () => {
    void formik.setFieldValue('use2FA', true);
    setSetup({});
    try {
      const seed = uid
        ? await existingSeed({ uid }).unwrap()
        : await generateSeed({ login: values.login.trim() }).unwrap();
      // Cancelled while the seed loaded: stay closed (cancel already unticked the box).
      setSetup((current) => (current ? { seed } : current));
    } catch (error) {
      clear();
      if (!isHandledError(error)) dispatch(showToast('danger', messageTexts.errors.twoFactorOpen));
    }
  };

  return (
    <>
      <Form.Check
        type="checkbox"
        id={`${id}-use2FA`}
        label={t.fields.use2FA}
        checked={values.use2FA}
        disabled={!loginValid}
        aria-describedby={loginValid ? undefined : `${id}-hint`}
        onChange={(e) => (e.target.checked ? void start() : clear())}
      />
      {!loginValid && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {t.twoFactorNeedsLogin}
        </Form.Text>
      )}
      {setup && (
        <TwoFactorSetupDialog
          seed={setup.seed}
          onVerified={(seed) => {
            void formik.setFieldValue('seed2FA', seed);
            setSetup(undefined);
          }}
          onFailed={() => {
            clear();
            dispatch(showToast('danger', messageTexts.errors.twoFactorActivate));
          }}
          onCancel={clear}
        />
      )}
    </>
  );
}
