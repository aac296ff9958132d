/** The form an email is stored and compared in (the sign-in key): trimmed, lower case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
