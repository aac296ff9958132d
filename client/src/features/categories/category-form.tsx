import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { SubmitButton } from '../../components/form/submit-button';
import { formikDefaults } from '../../components/form/formik-defaults';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { FormikTextField } from '../../components/form/formik-text-field';
import { CreateCategoryDocument, UpdateCategoryDocument, type CategoryFieldsFragment } from '../../gql/graphql';
import { getErrorInfo } from '../../lib/apollo/error-info';
import { useToast } from '../../lib/toast/use-toast';
import { evictCategoryLists } from './category-cache';
import { categoryPaths } from './category-paths';
import { categorySchema, type CategoryValues } from './category-schema';

const FIELDS = ['name', 'description'] as const;

export interface CategoryFormProps {
  /** Editing this category; creating when absent. */
  category?: Pick<CategoryFieldsFragment, 'id' | 'name' | 'description'>;
  onSaved: (category: CategoryFieldsFragment) => void;
}

/** Create and edit form of a category (name 2-50, description 2-150). */
export function CategoryForm({ category, onSaved }: CategoryFormProps) {
  const { t } = useLingui();
  const toast = useToast();
  const [createCategory] = useMutation(CreateCategoryDocument, { update: (cache) => evictCategoryLists(cache) });
  const [updateCategory] = useMutation(UpdateCategoryDocument, { update: (cache) => evictCategoryLists(cache) });
  const editing = Boolean(category);

  const onSubmit = async (values: CategoryValues, helpers: FormikHelpers<CategoryValues>) => {
    const input = { name: values.name.trim(), description: values.description.trim() };
    try {
      if (category) {
        const result = await updateCategory({ variables: { input: { id: category.id, ...input } } });
        if (!result.data) throw new Error('Empty answer');
        toast.success(t`Kategori başarıyla düzenlendi.`);
        onSaved(result.data.updateCategory);
      } else {
        const result = await createCategory({ variables: { input } });
        if (!result.data) throw new Error('Empty answer');
        toast.success(t`Kategori başarıyla oluşturuldu.`);
        onSaved(result.data.createCategory);
      }
    } catch (error) {
      const info = getErrorInfo(error);
      if (info.code === 'BAD_USER_INPUT' && info.fields) {
        const errors: Partial<CategoryValues> = {};
        for (const field of FIELDS) if (info.fields[field]) errors[field] = info.fields[field];
        helpers.setErrors(errors);
      }
      if (info.code === 'CONFLICT') {
        helpers.setErrors({ name: 'Category.Name.taken' });
      }
      toast.error(editing ? t`Kategori düzenlenemedi.` : t`Kategori oluşturulamadı.`);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}>
      <Formik<CategoryValues>
        initialValues={{ name: category?.name ?? '', description: category?.description ?? '' }}
        validationSchema={categorySchema}
        {...formikDefaults}
        onSubmit={onSubmit}
        enableReinitialize
      >
        {() => (
          <Form method="post" noValidate aria-label={editing ? t`Kategori düzenleme formu` : t`Kategori oluşturma formu`}>
            <FormikTextField name="name" label={t`Ad`} autoFocus slotProps={{ htmlInput: { maxLength: 60 } }} />
            <FormikTextField name="description" label={t`Açıklama`} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 170 } }} />
            <Box sx={{ mt: 3 }}>
              <Stack direction="row" spacing={1}>
                <SubmitButton>
                  {editing ? t`Kaydet` : t`Oluştur`}
                </SubmitButton>
                <Button component={RouterLink} to={category ? categoryPaths.show(category.id) : categoryPaths.list} color="inherit">
                  {t`Vazgeç`}
                </Button>
              </Stack>
            </Box>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
