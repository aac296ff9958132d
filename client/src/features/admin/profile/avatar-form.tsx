import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSaveMutation } from '../../../components/admin/use-save-mutations';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormikFileField } from '../../../components/form/formik-file-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { useUploadProgress } from '../../../components/form/use-upload-progress';
import { ChangeAvatarDocument, RemoveAvatarDocument, UploadAvatarDocument } from '../../../gql/graphql';
import { useSession, type SessionUser } from '../../../lib/session/session';
import { useToast } from '../../../lib/toast/use-toast';
import { profileAdmin } from './profile.admin';
import { ProfileSectionIntro } from './profile-section';
import { avatarSchema, type AvatarValues } from './profile-schema';

/**
 * The signed-in user's avatar: the stored one is shown; a chosen image is previewed and sent
 * through uploadAvatar (none yet) or changeAvatar (replacing it); removeAvatar asks first.
 * Each answer becomes the session user, so the user menu's avatar follows.
 */
export function AvatarForm({ user }: { user: Pick<SessionUser, 'avatarUrl'> }) {
  const { t } = useLingui();
  const session = useSession();
  const toast = useToast();
  const upload = useUploadProgress();
  const uploadAvatar = useSaveMutation(UploadAvatarDocument, profileAdmin.cache);
  const changeAvatar = useSaveMutation(ChangeAvatarDocument, profileAdmin.cache);
  const removeAvatar = useSaveMutation(RemoveAvatarDocument, profileAdmin.cache);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const hasAvatar = Boolean(user.avatarUrl);

  const save = async ({ avatar }: AvatarValues): Promise<SessionUser> => {
    const options = { variables: { input: { avatar } }, context: upload.context };
    try {
      return hasAvatar ? (await changeAvatar(options)).changeAvatar : (await uploadAvatar(options)).uploadAvatar;
    } finally {
      upload.reset();
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      session.setUser((await removeAvatar({ variables: {} })).removeAvatar);
      toast.success(t`Profil görseli başarıyla kaldırıldı.`);
    } catch {
      toast.error(t`Profil görseli kaldırılamadı.`);
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <ResourceForm<AvatarValues, SessionUser>
        label={t`Profil görseli formu`}
        intro={
          <ProfileSectionIntro title={t`Profil görseli`}>
            {hasAvatar ? t`Yönetimin üst çubuğunda adınızın yanında görünür.` : t`Henüz bir profil görseliniz yok; yüklediğiniz görsel yönetimin üst çubuğunda görünür.`}
          </ProfileSectionIntro>
        }
        initialValues={{ avatar: null }}
        schema={avatarSchema}
        save={save}
        texts={
          hasAvatar
            ? { success: t`Profil görseli başarıyla değiştirildi.`, error: t`Profil görseli değiştirilemedi.` }
            : { success: t`Profil görseli başarıyla yüklendi.`, error: t`Profil görseli yüklenemedi.` }
        }
        onSaved={(saved) => session.setUser(saved)}
        resetOnSave
        submitLabel={hasAvatar ? t`Görseli değiştir` : t`Görseli yükle`}
        actions={
          hasAvatar && (
            <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
              {t`Görseli kaldır`}
            </Button>
          )
        }
      >
        <FormikFileField name="avatar" label={t`Görsel`} kind="image" currentUrl={user.avatarUrl} progress={upload.progress} helperText={t`JPEG, PNG, WebP ya da GIF.`} />
      </ResourceForm>
      <ConfirmDialog
        open={confirming}
        title={t`Profil görselini kaldır`}
        message={t`Profil görseliniz kaldırılacak.`}
        confirmLabel={t`Kaldır`}
        destructive
        busy={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
