import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { useLingui } from '@lingui/react/macro';
import { formikDefaults } from '../form/formik-defaults';
import { serverFieldErrors } from '../form/server-errors';
import { SubmitButton } from '../form/submit-button';
import { errorStatus, getErrorInfo } from '../../lib/apollo/error-info';
import { useToast } from '../../lib/toast/use-toast';

type Outcome = { kind: 'success' } | { kind: 'failure'; text: string } | null;

export interface PublicFormTexts {
  /** The form's accessible name. */
  label: string;
  submit: string;
  submitting: string;
  /** Spec §8 success: shown as a toast and above the form. */
  success: string;
  /** What happens next, under the success title (a subscription's payment step). */
  successDetail?: ReactNode;
  /** Spec §8 error. */
  failure: string;
}

export interface PublicFormProps<Values extends Record<string, string>> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  /** Sends the values (already checked by the schema); throws the server's error. */
  send: (values: Values) => Promise<unknown>;
  texts: PublicFormTexts;
  /** The fields (FormikTextField with the `Values` names). */
  children: ReactNode;
}

/**
 * The one piece behind the reader's forms (contact, personal and corporate subscription): formik
 * with the form's yup schema, then the spec §8 outcome — success as a toast and a note above the
 * form, which is emptied and takes focus; an error, or 429's "too many requests", as an alert above the form (not
 * also a toast: one announcement, next to what it is about) while every typed value stays; the
 * server's `Area.Field.reason` keys shown on their own fields.
 */
export function PublicForm<Values extends Record<string, string>>({ initialValues, validationSchema, send, texts, children }: PublicFormProps<Values>) {
  const { t } = useLingui();
  const toast = useToast();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const fields = Object.keys(initialValues) as (keyof Values & string)[];

  // Focus on the note reads it out and brings it into view for the reader of a long form; it is
  // above the fields, and the submit button lost focus while it was disabled.
  const showNote = () => requestAnimationFrame(() => noteRef.current?.focus());

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setOutcome(null);
    try {
      await send(values);
      helpers.resetForm();
      toast.success(texts.success);
      setOutcome({ kind: 'success' });
      showNote();
    } catch (error) {
      const info = getErrorInfo(error);
      const status = errorStatus(info);
      const fieldErrors = serverFieldErrors(error, fields);
      if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors as never);
      const text =
        status === 429
          ? t`Çok fazla istek gönderdiniz. Lütfen birkaç dakika bekleyip tekrar deneyin.`
          : Object.keys(fieldErrors).length > 0
            ? `${texts.failure} ${t`Lütfen işaretli alanları düzeltin.`}`
            : texts.failure;
      setOutcome({ kind: 'failure', text });
      // With fields to correct, the submit button has sent focus to the first of them.
      if (Object.keys(fieldErrors).length === 0) showNote();
    }
  };

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} {...formikDefaults} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form method="post" noValidate aria-label={texts.label}>
          <Box ref={noteRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
            {outcome?.kind === 'success' ? (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                <AlertTitle>{texts.success}</AlertTitle>
                {texts.successDetail}
              </Alert>
            ) : null}
            {outcome?.kind === 'failure' ? (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {outcome.text}
              </Alert>
            ) : null}
          </Box>
          {children}
          <Box sx={{ mt: 3 }}>
            <SubmitButton size="large" color="primary" sx={{ minWidth: 200 }}>
              {isSubmitting ? texts.submitting : texts.submit}
            </SubmitButton>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
