import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useId, useMemo, type Ref } from 'react';
import type { Editor } from 'slate';
import { useLingui } from '@lingui/react/macro';
import { FormikFileField } from '../../../components/form/formik-file-field';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { EditorialForm } from '../../../components/admin/editorial/editorial-form';
import { useSaveMutations } from '../../../components/admin/use-save-mutations';
import { PublicationFormActions, usePublishLabel } from '../../../components/admin/publication/publication-form-actions';
import { usePublicationIntent } from '../../../components/admin/publication/publication-intent';
import { useUploadProgress } from '../../../components/form/use-upload-progress';
import { FormikRichTextField } from '../../../components/rich-text/formik-rich-text-field';
import { emptyRichText, parseRichText } from '../../../components/rich-text/rich-text-value';
import { CreateNewsDocument, UpdateNewsDocument, type NewsChoicesQuery, type NewsFieldsFragment } from '../../../gql/graphql';
import { translateValidationKey } from '../../../lib/i18n/validation-validation';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { FEATURING_LABELS, NEWS_TYPE_LABELS } from './news-validation';
import { newsAdmin } from './news.admin';
import { FEATURING_CHOICES, NEWS_LIMITS, NEWS_TYPES, isFeaturingChoice, newsSchema, type NewsValues } from './news-schema';

type Choice = { id: number; name: string };

export interface NewsFormProps {
  /** Editing this news item; creating when absent. */
  news?: Pick<NewsFieldsFragment, 'id' | 'title' | 'teaser' | 'content' | 'posterUrl' | 'categoryId' | 'category' | 'tags' | 'type' | 'isFeatured' | 'status' | 'publishAt' | 'publishedAt' | 'version'>;
  /** The category and tag choices (preloaded by the route). */
  choices: NewsChoicesQuery;
  onSaved: (news: NewsFieldsFragment) => void;
  /** The content editor (for tests). */
  editorRef?: Ref<Editor>;
}

function initialValuesOf(news: NewsFormProps['news']): NewsValues {
  return {
    title: news?.title ?? '',
    teaser: news?.teaser ?? '',
    content: news ? parseRichText(news.content) : emptyRichText(),
    poster: null,
    categoryId: news?.categoryId ?? '',
    tagIds: news?.tags.map((tag) => tag.id) ?? [],
    type: news?.type ?? 'news',
    isFeatured: news && isFeaturingChoice(news.isFeatured) ? news.isFeatured : 'no',
  };
}

/** Shows a formik error key once the field was touched or the form submitted. */
function useShownError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  return meta.error && (meta.touched || submitCount > 0) ? translateValidationKey(i18n, meta.error) : undefined;
}

/** The tags as a multi-select with chips (value: the tag ids). */
function TagsField({ tags, label }: { tags: Choice[]; label: string }) {
  const { t } = useLingui();
  const [field, , helpers] = useField<number[]>('tagIds');
  const error = useShownError('tagIds');
  const byId = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  const value = field.value.map((id) => byId.get(id)).filter((tag): tag is Choice => Boolean(tag));
  return (
    <Autocomplete
      multiple
      options={tags}
      value={value}
      getOptionLabel={(tag) => tag.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterSelectedOptions
      onChange={(_event, chosen) => {
        void helpers.setValue(chosen.map((tag) => tag.id));
        void helpers.setTouched(true, false);
      }}
      noOptionsText={t`Etiket bulunamadı`}
      renderValue={(chosen, getItemProps) =>
        chosen.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={tag.name} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} name="tagIds" label={label} error={Boolean(error)} helperText={error ?? t`Bir ya da birkaç etiket seçin.`} />}
    />
  );
}

/** The featuring period as radio buttons (spec §4). */
function FeaturingField({ label, helperText }: { label: string; helperText: string }) {
  const { i18n } = useLingui();
  const [field] = useField<string>('isFeatured');
  const error = useShownError('isFeatured');
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value} onChange={field.onChange}>
        {FEATURING_CHOICES.map((choice) => (
          <FormControlLabel key={choice} value={choice} control={<Radio />} label={i18n._(FEATURING_LABELS[choice])} />
        ))}
      </RadioGroup>
      <FormHelperText>{error ?? helperText}</FormHelperText>
    </FormControl>
  );
}

/** The teaser with a character counter. */
function TeaserField({ label }: { label: string }) {
  const { t } = useLingui();
  const [field] = useField<string>('teaser');
  const length = field.value.trim().length;
  const max = NEWS_LIMITS.teaser.max;
  return (
    <FormikTextField
      name="teaser"
      label={label}
      multiline
      minRows={2}
      helperText={t`${length} / ${max} karakter`}
      slotProps={{ htmlInput: { maxLength: inputMaxLength({ max }) } }}
    />
  );
}

/** Create and edit form of a news item. */
export function NewsForm({ news, choices, onSaved, editorRef }: NewsFormProps) {
  const { t, i18n } = useLingui();
  const { progress, context, reset } = useUploadProgress();
  const { create, update } = useSaveMutations(CreateNewsDocument, UpdateNewsDocument, newsAdmin.cache);
  const initialValues = initialValuesOf(news);
  const schema = useMemo(() => newsSchema({ creating: !news }), [news]);
  const publication = usePublicationIntent(news);
  const publishLabel = usePublishLabel(news);

  // A category deleted since: shown (disabled) so the stored value reads, until another is chosen.
  const categories: (Choice & { deleted?: boolean })[] =
    news?.category && !choices.allCategories.some((category) => category.id === news.category!.id)
      ? [...choices.allCategories, { id: news.category.id, name: news.category.name, deleted: true }]
      : choices.allCategories;

  const save = async (values: NewsValues, { version }: { version: number | undefined }): Promise<NewsFieldsFragment> => {
    const input = {
      title: values.title.trim(),
      teaser: values.teaser.trim(),
      content: values.content,
      categoryId: Number(values.categoryId),
      tagIds: values.tagIds,
      type: values.type,
      ...publication.input(),
    };
    try {
      if (news) {
        const saved = await update({
          variables: {
            input: {
              id: news.id,
              version,
              ...input,
              // Sent only when changed: sending the shown choice again would restart the period from now.
              ...(values.isFeatured !== initialValues.isFeatured ? { isFeatured: values.isFeatured } : {}),
              // Left out when no new file was chosen: the stored poster stays.
              ...(values.poster ? { poster: values.poster } : {}),
            },
          },
          context,
        });
        return saved.updateNews;
      }
      return (await create({ variables: { input: { ...input, isFeatured: values.isFeatured, poster: values.poster } }, context })).createNews;
    } finally {
      reset();
    }
  };

  return (
    <EditorialForm<NewsValues, NewsFieldsFragment>
      editorial={{ kind: 'News', item: news, shape: { title: 'title', summary: 'teaser', content: 'content', files: ['poster'] } }}
      label={news ? t`Haber düzenleme formu` : t`Haber oluşturma formu`}
      initialValues={initialValues}
      schema={schema}
      save={save}
      texts={
        news
          ? { success: t`Haber başarıyla düzenlendi.`, error: t`Haber düzenlenemedi.` }
          : { success: t`Haber başarıyla oluşturuldu.`, error: t`Haber oluşturulamadı.` }
      }
      onSaved={onSaved}
      submitLabel={publishLabel}
      actions={<PublicationFormActions intent={publication} item={news} />}
      cancelTo={news ? newsAdmin.paths.show(news.id) : newsAdmin.paths.list}
    >
      <Stack spacing={3}>
        <FormikTextField name="title" label={t`Başlık`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(NEWS_LIMITS.title) } }} />
        <TeaserField label={t`Özet`} />
        <FormikRichTextField name="content" label={t`İçerik`} editorRef={editorRef} />
        <FormikFileField
          name="poster"
          label={t`Afiş görseli`}
          kind="image"
          currentUrl={news?.posterUrl}
          progress={progress}
          helperText={news ? t`Değiştirmek için yeni bir görsel seçin; seçmezseniz kayıtlı görsel kalır.` : t`JPEG, PNG, WebP ya da GIF.`}
        />
        <FormikTextField name="categoryId" label={t`Kategori`} select>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id} disabled={category.deleted}>
              {category.deleted ? t`${category.name} (silinmiş kategori)` : category.name}
            </MenuItem>
          ))}
        </FormikTextField>
        <TagsField tags={choices.allTags} label={t`Etiketler`} />
        <FormikTextField name="type" label={t`Tür`} select>
          {NEWS_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {i18n._(NEWS_TYPE_LABELS[type])}
            </MenuItem>
          ))}
        </FormikTextField>
        <FeaturingField
          label={t`Öne çıkarma süresi`}
          helperText={news ? t`Kalan süreye göre seçili; değiştirirseniz süre şimdiden başlar.` : t`Süre kayıttan itibaren başlar.`}
        />
      </Stack>
    </EditorialForm>
  );
}
