import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../components/admin/list-screen';
import { ProfileSections } from '../../features/admin/profile/profile-sections';
import { profileAdmin } from '../../features/admin/profile/profile.admin';
import { useSessionUser } from '../../lib/session/session';

/** /yonetim/profil: the signed-in user's name and email, password, avatar and interface language. */
export function Component() {
  const { t } = useLingui();
  // The admin guard renders this only with a user; the forms follow the session user.
  const user = useSessionUser();
  return (
    <ListScreen title={t`Profil`} paths={profileAdmin.paths}>
      {user && <ProfileSections user={user} />}
    </ListScreen>
  );
}
