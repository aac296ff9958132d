import { useField, useFormikContext } from 'formik';
import { useLingui } from '@lingui/react';
import type { Descendant } from 'slate';
import { translateValidationKey } from '../../lib/i18n/validation-validation';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
import { emptyRichText } from './rich-text-value';

export type FormikRichTextFieldProps = Omit<RichTextEditorProps, 'value' | 'onChange' | 'error' | 'id'> & { id?: string };

/**
 * A rich-text editor bound to formik (value: Slate's JSON). Errors are validation keys
 * (`News.Content.required`), shown in the interface language once touched or submitted,
 * exactly as `FormikTextField` does.
 */
export function FormikRichTextField({ name, id, helperText, onBlur, ...props }: FormikRichTextFieldProps) {
  const [field, meta, helpers] = useField<Descendant[]>(name);
  const { submitCount } = useFormikContext();
  const { i18n } = useLingui();
  const showError = Boolean(meta.error) && (meta.touched || submitCount > 0);
  return (
    <RichTextEditor
      {...props}
      id={id ?? name}
      name={name}
      value={field.value ?? emptyRichText()}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => {
        void helpers.setTouched(true);
        onBlur?.();
      }}
      error={showError ? translateValidationKey(i18n, meta.error) : undefined}
      helperText={helperText}
    />
  );
}
