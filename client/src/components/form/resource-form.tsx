import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AnyObjectSchema } from 'yup';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../../lib/toast/use-toast';
import { formikDefaults } from './formik-defaults';
import { applyServerErrors } from './server-errors';
import { SubmitButton } from './submit-button';

/**
 * Thrown by a save the user chose not to finish (e.g. from a conflict dialog): the form keeps its
 * values, with no error shown.
 */
export class SaveWithdrawn extends Error {
  constructor() {
    super('Save withdrawn');
    this.name = 'SaveWithdrawn';
  }
}

export interface ResourceFormProps<Values extends FormikValues, Saved> {
  /** Accessible name of the form. */
  label: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Sends the values; answers the saved record. */
  save: (values: Values) => Promise<Saved>;
  /** Toasts after a save and after a refused one. */
  texts: { success: string; error: string };
  onSaved: (saved: Saved) => void;
  submitLabel: string;
  /** Where "Vazgeç" goes; no such button without it (a form on a screen of its own sections, like the profile). */
  cancelTo?: string;
  /** A heading and text above the fields, when the form is one section of a screen. */
  intro?: ReactNode;
  /** Further buttons next to the submit button (e.g. removing the avatar). */
  actions?: ReactNode;
  /** After a save the form starts again from `initialValues` (e.g. a password form empties). */
  resetOnSave?: boolean;
  /** The fields (`FormikTextField`s named as the values). */
  children: ReactNode;
  /** Width of the form's sheet (rich-text forms are wider). */
  maxWidth?: number;
}

/**
 * Create/edit form of an admin resource: validates with the schema, saves, toasts, and on a
 * refusal keeps what was typed and shows each server key (400 and 409) next to its field.
 */
export function ResourceForm<Values extends FormikValues, Saved>(props: ResourceFormProps<Values, Saved>) {
  const { label, initialValues, schema, save, texts, onSaved, submitLabel, cancelTo, intro, actions, resetOnSave = false, children, maxWidth = 720 } = props;
  const { t } = useLingui();
  const toast = useToast();

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth }}>
      <Formik<Values>
        initialValues={initialValues}
        validationSchema={schema}
        {...formikDefaults}
        enableReinitialize
        onSubmit={async (values, helpers) => {
          let saved: Saved;
          try {
            saved = await save(values);
          } catch (error) {
            if (error instanceof SaveWithdrawn) return;
            applyServerErrors(helpers, error, Object.keys(initialValues));
            toast.error(texts.error);
            return;
          }
          toast.success(texts.success);
          if (resetOnSave) helpers.resetForm();
          onSaved(saved);
        }}
      >
        <Form method="post" noValidate aria-label={label}>
          {intro}
          {children}
          <Box sx={{ mt: 3 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <SubmitButton>{submitLabel}</SubmitButton>
              {actions}
              {cancelTo && (
                <Button component={RouterLink} to={cancelTo} color="inherit">
                  {t`Vazgeç`}
                </Button>
              )}
            </Stack>
          </Box>
        </Form>
      </Formik>
    </Paper>
  );
}
