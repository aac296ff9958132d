/**
 * Props every formik form here shares. No validation on blur: when the autofocused field blurs
 * because the submit button is pressed, formik's blur validation races the submit validation and
 * only the first field's message is shown. Fields still validate as they change and on submit.
 */
export const formikDefaults = { validateOnBlur: false } as const;
