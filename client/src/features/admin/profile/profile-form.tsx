import Box from '@mui/material/Box';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { UpdateProfileDocument } from '../../../gql/graphql';
import { useSession, type SessionUser } from '../../../lib/session/session';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { ProfileSectionIntro } from './profile-section';
import { PROFILE_LIMITS, profileSchema, type ProfileValues } from './profile-schema';

/**
 * The signed-in user's name (2-15) and email (at most 150, unique: `Profile.Email.taken` under
 * the field). The answer becomes the session user, so the user menu shows it at once.
 */
export function ProfileForm({ user }: { user: Pick<SessionUser, 'name' | 'email'> }) {
  const { t } = useLingui();
  const session = useSession();
  const [updateProfile] = useMutation(UpdateProfileDocument);

  const save = async (values: ProfileValues) => {
    const result = await updateProfile({ variables: { input: { name: values.name.trim(), email: values.email.trim() } } });
    if (!result.data) throw new Error('Empty answer');
    return result.data.updateProfile;
  };

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
