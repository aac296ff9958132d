import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { FormikFileField } from '../../../components/form/formik-file-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { useUploadProgress } from '../../../components/form/use-upload-progress';
import { UpdateAdvertDocument, type AdvertFieldsFragment } from '../../../gql/graphql';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { ADVERT_LIMITS, advertSchema, type AdvertValues } from './advert-schema';
import { AdvertSlot } from './advert-slot';
import { advertsAdmin } from './adverts.admin';
import { useSaveMutation } from '../../../components/admin/use-save-mutations';

const advertPaths = advertsAdmin.paths;

export interface AdvertFormProps {
  advert: Pick<AdvertFieldsFragment, 'id' | 'name' | 'link' | 'location' | 'imageUrl'>;
  onSaved: (advert: AdvertFieldsFragment) => void;
}

/**
 * Edit form of an advert (adverts are never created or deleted, spec §6): name, an http/https link
 * and an image, previewed when chosen; no new file keeps the stored image. The slot is shown.
 */
export function AdvertForm({ advert, onSaved }: AdvertFormProps) {
  const { t } = useLingui();
  const upload = useUploadProgress();
  const saveAdvert = useSaveMutation(UpdateAdvertDocument, advertsAdmin.cache);

  const save = async (values: AdvertValues): Promise<AdvertFieldsFragment> => {
    const input = { id: advert.id, name: values.name.trim(), link: values.link.trim(), ...(values.image ? { image: values.image } : {}) };
    try {
      return (await saveAdvert({ variables: { input }, context: upload.context })).updateAdvert;
    } finally {
      upload.reset();
    }
  };

  return (
    <ResourceForm<AdvertValues, AdvertFieldsFragment>
      label={t`Reklam düzenleme formu`}
      initialValues={{ name: advert.name, link: advert.link, image: null }}
      schema={advertSchema}
      save={save}
      texts={{ success: t`Reklam başarıyla düzenlendi.`, error: t`Reklam düzenlenemedi.` }}
      onSaved={onSaved}
      submitLabel={t`Kaydet`}
      cancelTo={advertPaths.list}
    >
      <Box sx={{ mb: 1 }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
          {t`Alan`}
        </Typography>
        <AdvertSlot location={advert.location} />
      </Box>
      <FormikTextField name="name" label={t`Ad`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(ADVERT_LIMITS.name) } }} />
      <FormikTextField
        name="link"
        label={t`Bağlantı`}
        type="url"
        placeholder="https://"
        helperText={t`Reklama tıklayan okur bu adrese gider (http:// ya da https://).`}
        slotProps={{ htmlInput: { maxLength: inputMaxLength(ADVERT_LIMITS.link), inputMode: 'url' } }}
      />
      <Box sx={{ mt: 2 }}>
        <FormikFileField
          name="image"
          label={t`Görsel`}
          kind="image"
          currentUrl={advert.imageUrl}
          progress={upload.progress}
          helperText={advert.imageUrl ? t`Yeni bir görsel seçmezseniz kayıtlı görsel kalır.` : t`JPEG, PNG, WebP ya da GIF.`}
        />
      </Box>
    </ResourceForm>
  );
}
