import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { useSaveMutation } from '../../../components/admin/use-save-mutations';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { UpdateProfileDocument } from '../../../gql/graphql';
import { useSession, type SessionUser } from '../../../lib/session/session';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { profileAdmin } from './profile.admin';
import { ProfileSectionIntro } from './profile-section';
import { PROFILE_LIMITS, profileSchema, type ProfileValues } from './profile-schema';

/**
 * The signed-in user's name (2-15) and email (at most 150, unique: `Profile.Email.taken` under
 * the field). The answer becomes the session user, so the user menu shows it at once.
 */
export function ProfileForm({ user }: { user: Pick<SessionUser, 'name' | 'email'> }) {
  const { t } = useLingui();
  const session = useSession();
  const updateProfile = useSaveMutation(UpdateProfileDocument, profileAdmin.cache);

  const save = async (values: ProfileValues) => (await updateProfile({ variables: { input: { name: values.name.trim(), email: values.email.trim() } } })).updateProfile;

  return (
    <ResourceForm<ProfileValues, SessionUser>
      label={t`Profil bilgileri formu`}
      intro={<ProfileSectionIntro title={t`Bilgilerim`}>{t`Yönetimde görünen adınız ve giriş yaptığınız e-posta adresi.`}</ProfileSectionIntro>}
      initialValues={{ name: user.name, email: user.email }}
      schema={profileSchema}
      save={save}
      texts={{ success: t`Profil başarıyla güncellendi.`, error: t`Profil güncellenemedi.` }}
      onSaved={(saved) => session.setUser(saved)}
      submitLabel={t`Kaydet`}
    >
      <FormikTextField name="name" label={t`Ad`} autoComplete="name" slotProps={{ htmlInput: { maxLength: inputMaxLength(PROFILE_LIMITS.name) } }} />
      <Box sx={{ mt: 2 }}>
        <FormikTextField name="email" label={t`E-posta`} type="email" autoComplete="email" slotProps={{ htmlInput: { maxLength: inputMaxLength(PROFILE_LIMITS.email) } }} />
      </Box>
    </ResourceForm>
  );
}
