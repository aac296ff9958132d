import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSaveMutations } from '../../../components/admin/use-save-mutations';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { ResourceForm } from '../../../components/form/resource-form';
import { inputMaxLength } from '../../../lib/validation/trimmed-length';
import type { NamedRecord, NamedResource } from './named-resource';
import { namedSchema, type NamedValues } from './named-schema';

export interface NamedFormProps {
  resource: NamedResource;
  /** Editing this record; creating when absent. */
  record?: Pick<NamedRecord, 'id' | 'name' | 'description'>;
  onSaved: (saved: NamedRecord) => void;
}

/** Create and edit form of a named resource: name and description, trimmed. */
export function NamedForm({ resource, record, onSaved }: NamedFormProps) {
  const { t, i18n } = useLingui();
  const { paths, texts, area, limits, documents } = resource;
  const { create, update } = useSaveMutations(documents.create, documents.update, resource.cache);
  const schema = useMemo(() => namedSchema(area, limits), [area, limits]);

  const save = async (values: NamedValues): Promise<NamedRecord> => {
    const input = { name: values.name.trim(), description: values.description.trim() };
    if (record) return (await update({ variables: { input: { id: record.id, ...input } } })).saved;
    return (await create({ variables: { input } })).saved;
  };

  const outcome = record ? texts.form.edited : texts.form.created;
  return (
    <ResourceForm<NamedValues, NamedRecord>
      label={i18n._(record ? texts.form.editLabel : texts.form.createLabel)}
      initialValues={{ name: record?.name ?? '', description: record?.description ?? '' }}
      schema={schema}
      save={save}
      texts={{ success: i18n._(outcome.success), error: i18n._(outcome.error) }}
      onSaved={onSaved}
      submitLabel={record ? t`Kaydet` : t`Oluştur`}
      cancelTo={record ? paths.show(record.id) : paths.list}
    >
      <FormikTextField name="name" label={t`Ad`} autoFocus slotProps={{ htmlInput: { maxLength: inputMaxLength(limits.name) } }} />
      <FormikTextField name="description" label={t`Açıklama`} multiline minRows={3} slotProps={{ htmlInput: { maxLength: inputMaxLength(limits.description) } }} />
    </ResourceForm>
  );
}
