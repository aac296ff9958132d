import { useLingui } from '@lingui/react/macro';
import { useMemo, type Ref } from 'react';
import type { Editor } from 'slate';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { EditorialForm } from '../../../components/admin/editorial/editorial-form';
import { FormikRichTextField } from '../../../components/rich-text/formik-rich-text-field';
import { emptyRichText, parseRichText } from '../../../components/rich-text/rich-text-value';
import { CreateColumnDocument, UpdateColumnDocument, type ColumnFieldsFragment, type ColumnistChoiceFieldsFragment } from '../../../gql/graphql';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import { ColumnistField } from './columnist-field';
import { COLUMN_LIMITS, columnSchema, type ColumnValues } from './column-schema';
import { columnsAdmin } from './columns.admin';
import { useSaveMutations } from '../../../components/admin/use-save-mutations';
import { PublicationFormActions, usePublishLabel } from '../../../components/admin/publication/publication-form-actions';
import { usePublicationIntent } from '../../../components/admin/publication/publication-intent';

const columnPaths = columnsAdmin.paths;

export interface ColumnFormProps {
  /** Editing this column; creating when absent. */
  column?: Pick<ColumnFieldsFragment, 'id' | 'title' | 'columnist' | 'status' | 'publishAt' | 'publishedAt' | 'version'> & { content: unknown };
  /** The live columnists, preloaded by the route. */
  columnists: ColumnistChoiceFieldsFragment[];
  onSaved: (column: ColumnFieldsFragment) => void;
  /** The Slate editor of the content (for tests). */
  contentEditorRef?: Ref<Editor>;
}

/** Create and edit form of a column: title, columnist, rich-text content. */
export function ColumnForm({ column, columnists, onSaved, contentEditorRef }: ColumnFormProps) {
  const { t } = useLingui();
  const { create, update } = useSaveMutations(CreateColumnDocument, UpdateColumnDocument, columnsAdmin.cache);
  const publication = usePublicationIntent(column);
  const publishLabel = usePublishLabel(column);

  const initialValues = useMemo<ColumnValues>(
    () => ({
      title: column?.title ?? '',
      content: column ? parseRichText(column.content) : emptyRichText(),
      columnistId: column?.columnist?.id ?? null,
    }),
    [column],
  );

  // A deleted columnist is no longer a choice, but the column still shows whose it was.
  const choices = useMemo(() => {
    const own = column?.columnist;
    return own && !columnists.some((choice) => choice.id === own.id) ? [...columnists, own] : columnists;
  }, [column, columnists]);

  const save = async (values: ColumnValues, { version }: { version: number | undefined }): Promise<ColumnFieldsFragment> => {
    const title = values.title.trim();
    const status = publication.input();
    if (column) {
      // Fields left out keep their value: an unchanged (perhaps deleted) columnist is not sent again.
      const columnistId = values.columnistId !== initialValues.columnistId ? values.columnistId : undefined;
      return (await update({ variables: { input: { id: column.id, version, title, content: values.content, ...(columnistId ? { columnistId } : {}), ...status } } })).updateColumn;
    }
    return (await create({ variables: { input: { title, content: values.content, columnistId: values.columnistId, ...status } } })).createColumn;
  };

  return (
    <EditorialForm<ColumnValues, ColumnFieldsFragment>
      editorial={{ kind: 'Column', item: column, shape: { title: 'title', content: 'content' } }}
      label={column ? t`Köşe yazısı düzenleme formu` : t`Köşe yazısı oluşturma formu`}
      initialValues={initialValues}
      schema={columnSchema}
      save={save}
      texts={
        column
          ? { success: t`Köşe yazısı başarıyla düzenlendi.`, error: t`Köşe yazısı düzenlenemedi.` }
          : { success: t`Köşe yazısı başarıyla oluşturuldu.`, error: t`Köşe yazısı oluşturulamadı.` }
      }
      onSaved={onSaved}
      submitLabel={publishLabel}
      actions={<PublicationFormActions intent={publication} item={column} />}
      cancelTo={column ? columnPaths.show(column.id) : columnPaths.list}
      maxWidth={960}
    >
      <FormikTextField name="title" label={t`Başlık`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(COLUMN_LIMITS.title) } }} />
      <ColumnistField name="columnistId" label={t`Köşe yazarı`} columnists={choices} />
      <FormikRichTextField name="content" label={t`İçerik`} editorRef={contentEditorRef} />
    </EditorialForm>
  );
}
