import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { useSaveMutation } from '../../../components/admin/use-save-mutations';
import { PasswordField } from '../../../components/form/password-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { ChangePasswordDocument } from '../../../gql/graphql';
import { useSession, type SessionUser } from '../../../lib/session/session';
import { profileAdmin } from './profile.admin';
import { ProfileSectionIntro } from './profile-section';
import { passwordSchema, type PasswordValues } from './profile-schema';

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', passwordConfirm: '' };

/**
 * Changes the signed-in user's password: the current one (a wrong one answers
 * `Profile.OldPassword.incorrect` under its field), the new one (8-25) and its confirmation.
 * The server ends every other sign-in of the user; this one goes on. The form empties after a save.
 */
export function PasswordForm() {
  const { t } = useLingui();
  const session = useSession();
  const changePassword = useSaveMutation(ChangePasswordDocument, profileAdmin.cache);

  const save = async (values: PasswordValues) => (await changePassword({ variables: { input: values } })).changePassword;

  return (
    <ResourceForm<PasswordValues, SessionUser>
      label={t`Şifre değiştirme formu`}
      intro={
        <ProfileSectionIntro title={t`Şifre değiştir`}>
          {t`Şifreniz değişince bu oturum açık kalır; başka tarayıcı ve cihazlardaki oturumlarınız kapatılır.`}
        </ProfileSectionIntro>
      }
      initialValues={EMPTY}
      schema={passwordSchema}
      save={save}
      texts={{ success: t`Şifre başarıyla değiştirildi.`, error: t`Şifre değiştirilemedi.` }}
      onSaved={(saved) => session.setUser(saved)}
      resetOnSave
      submitLabel={t`Şifreyi değiştir`}
    >
      <PasswordField name="oldPassword" label={t`Mevcut şifre`} autoComplete="current-password" />
      <Box sx={{ mt: 2 }}>
        <PasswordField name="newPassword" label={t`Yeni şifre`} autoComplete="new-password" helperText={t`8-25 karakter.`} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <PasswordField name="passwordConfirm" label={t`Yeni şifre (tekrar)`} autoComplete="new-password" />
      </Box>
    </ResourceForm>
  );
}
