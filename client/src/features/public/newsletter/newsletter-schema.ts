/**
 * Spec §5 Newsletter: email required, valid, at most 150 characters; the answer is the validation
 * key (`Newsletter.Email.invalid`), translated where it is shown. A plain function rather than a
 * yup schema: the form is on every public page, and formik and yup would add ~25 kB (gzip) to each.
 */
export const NEWSLETTER_EMAIL_MAX = 150;

/** The same shape yup's `email()` accepts: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateNewsletterEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Newsletter.Email.required';
  if (!EMAIL.test(email)) return 'Newsletter.Email.invalid';
  if (email.length > NEWSLETTER_EMAIL_MAX) return 'Newsletter.Email.max';
  return undefined;
}
