import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { FormikFileField } from '../../../components/form/formik-file-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { useUploadProgress } from '../../../components/form/use-upload-progress';
import { CreateColumnistDocument, UpdateColumnistDocument, type ColumnistFieldsFragment } from '../../../gql/graphql';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { COLUMNIST_LIMITS, createColumnistSchema, updateColumnistSchema, type ColumnistValues } from './columnist-schema';
import { columnistsAdmin } from './columnists.admin';
import { useSaveMutations } from '../../../components/admin/use-save-mutations';

const columnistPaths = columnistsAdmin.paths;

export interface ColumnistFormProps {
  /** Editing this columnist; creating when absent. */
  columnist?: Pick<ColumnistFieldsFragment, 'id' | 'name' | 'imageUrl'>;
  onSaved: (columnist: ColumnistFieldsFragment) => void;
}

/**
 * Create and edit form of a columnist: the name and a portrait (previewed when chosen, with the
 * upload's progress while saving). Editing shows the stored portrait and keeps it unless another
 * file is chosen.
 */
export function ColumnistForm({ columnist, onSaved }: ColumnistFormProps) {
  const { t } = useLingui();
  const upload = useUploadProgress();
  const { create, update } = useSaveMutations(CreateColumnistDocument, UpdateColumnistDocument, columnistsAdmin.cache);

  const save = async (values: ColumnistValues): Promise<ColumnistFieldsFragment> => {
    const name = values.name.trim();
    try {
      if (columnist) {
        // No new file: the image is left out, so the stored portrait stays.
        const input = { id: columnist.id, name, ...(values.image ? { image: values.image } : {}) };
        return (await update({ variables: { input }, context: upload.context })).updateColumnist;
      }
      return (await create({ variables: { input: { name, image: values.image } }, context: upload.context })).createColumnist;
    } finally {
      upload.reset();
    }
  };

  return (
    <ResourceForm<ColumnistValues, ColumnistFieldsFragment>
      label={columnist ? t`Köşe yazarı düzenleme formu` : t`Köşe yazarı oluşturma formu`}
      initialValues={{ name: columnist?.name ?? '', image: null }}
      schema={columnist ? updateColumnistSchema : createColumnistSchema}
      save={save}
      texts={
        columnist
          ? { success: t`Köşe yazarı başarıyla düzenlendi.`, error: t`Köşe yazarı düzenlenemedi.` }
          : { success: t`Köşe yazarı başarıyla oluşturuldu.`, error: t`Köşe yazarı oluşturulamadı.` }
      }
      onSaved={onSaved}
      submitLabel={columnist ? t`Kaydet` : t`Oluştur`}
      cancelTo={columnist ? columnistPaths.show(columnist.id) : columnistPaths.list}
    >
      <FormikTextField name="name" label={t`Ad`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(COLUMNIST_LIMITS.name) } }} />
      <Box sx={{ mt: 2 }}>
        <FormikFileField
          name="image"
          label={t`Portre`}
          kind="image"
          currentUrl={columnist?.imageUrl}
          progress={upload.progress}
          helperText={columnist ? t`Yeni bir görsel seçmezseniz kayıtlı portre kalır.` : t`JPEG, PNG, WebP ya da GIF.`}
        />
      </Box>
    </ResourceForm>
  );
}
