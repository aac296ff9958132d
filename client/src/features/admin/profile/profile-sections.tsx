import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SessionUser } from '../../../lib/session/session';
import { AvatarForm } from './avatar-form';
import { LanguageForm } from './language-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

/** The profile screen's cards: name and email, avatar; password, interface language. */
export function ProfileSections({ user }: { user: SessionUser }) {
  return (
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
  );
}
