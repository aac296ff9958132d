import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { AvatarForm } from '../../features/admin/profile/avatar-form';
import { LanguageForm } from '../../features/admin/profile/language-form';
import { PasswordForm } from '../../features/admin/profile/password-form';
import { ProfileForm } from '../../features/admin/profile/profile-form';
import { PageMeta } from '../../lib/head/page-meta';
import { useSessionUser } from '../../lib/session/session';

/** /yonetim/profil: the signed-in user's name and email, password, avatar and interface language. */
export function Component() {
  const { t } = useLingui();
  // The admin guard renders this only with a user; the forms follow the session user.
  const user = useSessionUser();
  return (
    <>
      <PageMeta title={t`Profil`} alternates={false} noIndex />
      <PageHeader title={t`Profil`} />
      {user && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={3}>
              <ProfileForm user={user} />
              <AvatarForm user={user} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={3}>
              <PasswordForm />
              <LanguageForm user={user} />
            </Stack>
          </Grid>
        </Grid>
      )}
    </>
  );
}
