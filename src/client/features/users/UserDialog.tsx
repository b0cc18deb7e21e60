import { isHandledError } from '../../api/replyHandling';
import { useSaveUserMutation, type Role } from '../../api/users';
import type { ContextRef } from '../../api/session';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { FormDialog } from '../../components/FormDialog';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { messageTexts } from '../../../shared/texts/de/messages';
import { userAdminTexts } from '../../../shared/texts/de/userAdmin';
import { userSchema } from './schema';
import { UserFields } from './UserFields';
import { UserTokensTab } from './UserTokensTab';
import { formOf, type UserValues } from './values';

const t = userAdminTexts.userAdmin;

interface Props {
  /** The user to edit (its login names the dialog while it loads); undefined: a new user. */
  target?: { uid: string; login: string };
  /** undefined while the user to edit loads. */
  initialValues: UserValues | undefined;
  roles: readonly Role[];
  contexts: readonly ContextRef[];
  onClose(): void;
}

/**
 * Create or edit a user; visibility all contexts or a chosen list; 2FA verified by a token. Editing,
 * a second tab lists the user's API tokens to revoke one (UserTokensTab).
 */
export function UserDialog({ target, initialValues, roles, contexts, onClose }: Props) {
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useSaveUserMutation();

  // A failed save leaves the dialog open with the input.
  const submit = async (values: UserValues) => {
    try {
      await save({ userForm: formOf(values, target?.uid) }).unwrap();
      dispatch(showToast('success', messageTexts.success.userSaved));
      onClose();
    } catch (error) {
      if (isHandledError(error)) return;
      const status = (error as { status?: unknown }).status;
      if (status === 409) dispatch(showToast('warning', messageTexts.errors.userExists));
      else if (status === 400) dispatch(showToast('danger', messageTexts.errors.validation));
      else dispatch(showToast('danger', messageTexts.errors.server));
    }
  };

  return (
    <FormDialog
      title={target ? t.editTitle(target.login) : t.newUser}
      initialValues={initialValues}
      validationSchema={userSchema(!target)}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
      size="lg"
      extraTabs={
        target && {
          mainTitle: apiAccessTexts.userTokens.mainTab,
          tabs: [
            {
              title: apiAccessTexts.userTokens.tab,
              content: <UserTokensTab user={target} contexts={contexts} onClose={onClose} />,
            },
          ],
        }
      }
    >
      {(formik) => <UserFields formik={formik} uid={target?.uid} roles={roles} contexts={contexts} />}
    </FormDialog>
  );
}
