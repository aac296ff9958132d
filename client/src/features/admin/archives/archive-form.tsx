import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useField, useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { Editor } from 'slate';
import { FormikFileField } from '../../../components/form/formik-file-field';
import { FormikRadioGroup } from '../../../components/form/formik-radio-group';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { EditorialForm } from '../../../components/admin/editorial/editorial-form';
import { useUploadProgress } from '../../../components/form/use-upload-progress';
import { FormikRichTextField } from '../../../components/rich-text/formik-rich-text-field';
import { emptyRichText, parseRichText } from '../../../components/rich-text/rich-text-value';
import { CreateArchiveIssueDocument, UpdateArchiveIssueDocument, type ArchiveIssueFieldsFragment, type ArchiveIssueForEditQuery } from '../../../gql/graphql';
import { useLang } from '../../../lib/i18n/use-lang';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { ARCHIVE_LIMITS, archiveSchema, type ArchiveValues, type YesNo } from './archive-schema';
import { archivesAdmin } from './archives.admin';
import { useSaveMutations } from '../../../components/admin/use-save-mutations';
import { PublicationFormActions, usePublishLabel } from '../../../components/admin/publication/publication-form-actions';
import { usePublicationIntent } from '../../../components/admin/publication/publication-intent';

const archivePaths = archivesAdmin.paths;

export interface ArchiveFormProps {
  /** Editing this issue; creating when absent. */
  issue?: ArchiveIssueForEditQuery['archiveIssue'];
  onSaved: (issue: ArchiveIssueFieldsFragment) => void;
  /** The Slate editors of the masthead and the contents (for tests and callers that need commands). */
  editorRefs?: { masthead?: Ref<Editor>; content?: Ref<Editor> };
}

/** The description with a live character count against its limit (an error message replaces it, on the left). */
function DescriptionField({ label }: { label: string }) {
  const [field, meta] = useField<string>('description');
  const { submitCount } = useFormikContext();
  const showsError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  const length = field.value.trim().length;
  return (
    <FormikTextField
      name="description"
      label={label}
      multiline
      minRows={3}
      helperText={`${length}/${ARCHIVE_LIMITS.description.max}`}
      slotProps={{ htmlInput: { maxLength: inputMaxLength(ARCHIVE_LIMITS.description) }, formHelperText: { sx: { textAlign: showsError ? 'left' : 'right' } } }}
    />
  );
}

/**
 * The cover and the PDF preview. Both go in one request, so its progress is shown once: under
 * the PDF when one was chosen (it is the larger file), otherwise under the cover.
 */
function FileFields({ issue, progress }: { issue?: ArchiveFormProps['issue']; progress: number | null }) {
  const { t } = useLingui();
  const { values } = useFormikContext<ArchiveValues>();
  const underPreview = values.preview !== null;
  return (
    <Stack spacing={3} sx={{ my: 2 }}>
      <FormikFileField
        name="poster"
        label={t`Kapak görseli`}
        kind="image"
        currentUrl={issue?.posterThumbUrl}
        progress={underPreview ? null : progress}
        helperText={t`JPEG, PNG, WebP ya da GIF`}
      />
      <FormikFileField
        name="preview"
        label={t`PDF önizleme`}
        kind="pdf"
        currentUrl={issue?.previewUrl}
        progress={underPreview ? progress : null}
        helperText={t`Sayının PDF önizlemesi`}
      />
    </Stack>
  );
}

/** A stored price ("250.00") as the interface language writes amounts ("250,00" in Turkish). */
const priceForInput = (price: string, lang: string) => (lang === 'tr' ? price.replace('.', ',') : price);

/** Create and edit form of an archive issue: texts, price, buy link, featured, cover, PDF preview, masthead and contents. */
export function ArchiveForm({ issue, onSaved, editorRefs }: ArchiveFormProps) {
  const { t } = useLingui();
  const lang = useLang();
  const upload = useUploadProgress();
  const { create, update } = useSaveMutations(CreateArchiveIssueDocument, UpdateArchiveIssueDocument, archivesAdmin.cache);
  const publication = usePublicationIntent(issue);
  const publishLabel = usePublishLabel(issue);

  const initialValues: ArchiveValues = {
    title: issue?.title ?? '',
    description: issue?.description ?? '',
    price: issue ? priceForInput(issue.price, lang) : '',
    link: issue?.link ?? '',
    isFeatured: (issue?.isFeatured as YesNo | undefined) ?? '',
    poster: null,
    preview: null,
    masthead: issue ? parseRichText(issue.masthead) : emptyRichText(),
    content: issue ? parseRichText(issue.content) : emptyRichText(),
  };

  const save = async (values: ArchiveValues, { version }: { version: number | undefined }): Promise<ArchiveIssueFieldsFragment> => {
    const fields = {
      title: values.title.trim(),
      description: values.description.trim(),
      price: values.price.trim(),
      link: values.link.trim(),
      isFeatured: values.isFeatured,
      masthead: values.masthead,
      content: values.content,
      ...publication.input(),
    };
    try {
      if (issue) {
        // A file left unchosen keeps the stored one.
        const files = { ...(values.poster ? { poster: values.poster } : {}), ...(values.preview ? { preview: values.preview } : {}) };
        return (await update({ variables: { input: { id: issue.id, version, ...fields, ...files } }, context: upload.context })).updateArchiveIssue;
      }
      return (await create({ variables: { input: { ...fields, poster: values.poster, preview: values.preview } }, context: upload.context })).createArchiveIssue;
    } finally {
      upload.reset();
    }
  };

  return (
    <EditorialForm<ArchiveValues, ArchiveIssueFieldsFragment>
      editorial={{ kind: 'ArchiveIssue', item: issue, shape: { title: 'title', summary: 'description', content: 'content', files: ['poster', 'preview'] } }}
      label={issue ? t`Arşiv sayısı düzenleme formu` : t`Arşiv sayısı oluşturma formu`}
      initialValues={initialValues}
      schema={archiveSchema(issue ? 'edit' : 'create')}
      save={save}
      texts={
        issue
          ? { success: t`Arşiv sayısı başarıyla düzenlendi.`, error: t`Arşiv sayısı düzenlenemedi.` }
          : { success: t`Arşiv sayısı başarıyla oluşturuldu.`, error: t`Arşiv sayısı oluşturulamadı.` }
      }
      onSaved={onSaved}
      submitLabel={publishLabel}
      actions={<PublicationFormActions intent={publication} item={issue} />}
      cancelTo={issue ? archivePaths.show(issue.id) : archivePaths.list}
    >
      <FormikTextField name="title" label={t`Başlık`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(ARCHIVE_LIMITS.title) } }} />
      <DescriptionField label={t`Açıklama`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        <FormikTextField
          name="price"
          label={t`Fiyat`}
          helperText={t`Örneğin 250 ya da 250,50`}
          sx={{ flex: { sm: '0 0 240px' } }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₺</InputAdornment> },
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 },
          }}
        />
        <FormikTextField
          name="link"
          type="url"
          label={t`Satın alma bağlantısı`}
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url', maxLength: inputMaxLength(ARCHIVE_LIMITS.link) } }}
        />
      </Stack>
      <FormikRadioGroup
        name="isFeatured"
        label={t`Öne çıkarılsın mı?`}
        options={[
          { value: 'yes', label: t`Evet` },
          { value: 'no', label: t`Hayır` },
        ]}
      />
      <FileFields issue={issue} progress={upload.progress} />
      <FormikRichTextField name="masthead" label={t`Künye`} editorRef={editorRefs?.masthead} />
      <FormikRichTextField name="content" label={t`İçindekiler`} editorRef={editorRefs?.content} />
    </EditorialForm>
  );
}
