import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { CreateCategoryDocument, UpdateCategoryDocument, type CategoryFieldsFragment } from '../../../gql/graphql';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { adminPaths } from '../../../lib/admin-paths';
import { evictCategories } from './category-list';
import { CATEGORY_LIMITS, categorySchema, type CategoryValues } from './category-schema';

const categoryPaths = adminPaths('categories');

export interface CategoryFormProps {
  /** Editing this category; creating when absent. */
  category?: Pick<CategoryFieldsFragment, 'id' | 'name' | 'description'>;
  onSaved: (category: CategoryFieldsFragment) => void;
}

/** Create and edit form of a category. */
export function CategoryForm({ category, onSaved }: CategoryFormProps) {
  const { t } = useLingui();
  const [createCategory] = useMutation(CreateCategoryDocument, { update: (cache) => evictCategories(cache) });
  const [updateCategory] = useMutation(UpdateCategoryDocument, { update: (cache) => evictCategories(cache) });

  const save = async (values: CategoryValues): Promise<CategoryFieldsFragment> => {
    const input = { name: values.name.trim(), description: values.description.trim() };
    if (category) {
      const result = await updateCategory({ variables: { input: { id: category.id, ...input } } });
      if (!result.data) throw new Error('Empty answer');
      return result.data.updateCategory;
    }
    const result = await createCategory({ variables: { input } });
    if (!result.data) throw new Error('Empty answer');
    return result.data.createCategory;
  };

  return (
    <ResourceForm<CategoryValues, CategoryFieldsFragment>
      label={category ? t`Kategori düzenleme formu` : t`Kategori oluşturma formu`}
      initialValues={{ name: category?.name ?? '', description: category?.description ?? '' }}
      schema={categorySchema}
      save={save}
      texts={
        category
          ? { success: t`Kategori başarıyla düzenlendi.`, error: t`Kategori düzenlenemedi.` }
          : { success: t`Kategori başarıyla oluşturuldu.`, error: t`Kategori oluşturulamadı.` }
      }
      onSaved={onSaved}
      submitLabel={category ? t`Kaydet` : t`Oluştur`}
      cancelTo={category ? categoryPaths.show(category.id) : categoryPaths.list}
    >
      <FormikTextField name="name" label={t`Ad`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(CATEGORY_LIMITS.name) } }} />
      <FormikTextField
        name="description"
        label={t`Açıklama`}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: inputMaxLength(CATEGORY_LIMITS.description) } }}
      />
    </ResourceForm>
  );
}
