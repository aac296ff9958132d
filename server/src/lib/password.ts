import argon2 from 'argon2';

/** argon2id with the library's recommended cost. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email) it still spends the same
 * time on a dummy hash, so response times do not tell which emails exist.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password-0000');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
