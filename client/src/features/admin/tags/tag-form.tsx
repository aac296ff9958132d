import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { CreateTagDocument, UpdateTagDocument, type TagFieldsFragment } from '../../../gql/graphql';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { adminPaths } from '../../../lib/admin-paths';
import { evictTags } from './tag-list';
import { TAG_LIMITS, tagSchema, type TagValues } from './tag-schema';

const tagPaths = adminPaths('tags');

export interface TagFormProps {
  /** Editing this tag; creating when absent. */
  tag?: Pick<TagFieldsFragment, 'id' | 'name' | 'description'>;
  onSaved: (tag: TagFieldsFragment) => void;
}

/** Create and edit form of a tag. */
export function TagForm({ tag, onSaved }: TagFormProps) {
  const { t } = useLingui();
  const [createTag] = useMutation(CreateTagDocument, { update: (cache) => evictTags(cache) });
  const [updateTag] = useMutation(UpdateTagDocument, { update: (cache) => evictTags(cache) });

  const save = async (values: TagValues): Promise<TagFieldsFragment> => {
    const input = { name: values.name.trim(), description: values.description.trim() };
    if (tag) {
      const result = await updateTag({ variables: { input: { id: tag.id, ...input } } });
      if (!result.data) throw new Error('Empty answer');
      return result.data.updateTag;
    }
    const result = await createTag({ variables: { input } });
    if (!result.data) throw new Error('Empty answer');
    return result.data.createTag;
  };

  return (
    <ResourceForm<TagValues, TagFieldsFragment>
      label={tag ? t`Etiket düzenleme formu` : t`Etiket oluşturma formu`}
      initialValues={{ name: tag?.name ?? '', description: tag?.description ?? '' }}
      schema={tagSchema}
      save={save}
      texts={
        tag
          ? { success: t`Etiket başarıyla düzenlendi.`, error: t`Etiket düzenlenemedi.` }
          : { success: t`Etiket başarıyla oluşturuldu.`, error: t`Etiket oluşturulamadı.` }
      }
      onSaved={onSaved}
      submitLabel={tag ? t`Kaydet` : t`Oluştur`}
      cancelTo={tag ? tagPaths.show(tag.id) : tagPaths.list}
    >
      <FormikTextField name="name" label={t`Ad`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(TAG_LIMITS.name) } }} />
      <FormikTextField
        name="description"
        label={t`Açıklama`}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: inputMaxLength(TAG_LIMITS.description) } }}
      />
    </ResourceForm>
  );
}
