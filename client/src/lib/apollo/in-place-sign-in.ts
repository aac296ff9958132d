/**
 * Signing in again without leaving the page. While a screen that must not lose what was typed is
 * open (an editorial form protects itself), a session that cannot be refreshed any more is not
 * cleared and does not send the user to the sign-in page: the request waits while a dialog signs
 * in again, then goes once more. Every request that fails meanwhile waits for the same sign-in.
 */
export interface InPlaceSignIn {
  /** Protects the page until the returned release is called (one count per protecting screen). */
  protect(): () => void;
  isProtecting(): boolean;
  /** Resolves once the user signed in again; rejects when they gave up. */
  request(): Promise<void>;
  /** Whether a sign-in is awaited (the dialog's host shows itself then). */
  isPending(): boolean;
  subscribe(listener: () => void): () => void;
  /** The dialog's outcome. */
  signedIn(): void;
  gaveUp(): void;
}

export function createInPlaceSignIn(): InPlaceSignIn {
  let protecting = 0;
  let pending: { promise: Promise<void>; resolve: () => void; reject: (reason: Error) => void } | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const settle = (outcome: 'signedIn' | 'gaveUp') => {
    const current = pending;
    if (!current) return;
    pending = null;
    emit();
    if (outcome === 'signedIn') current.resolve();
    else current.reject(new Error('Sign-in abandoned'));
  };

  return {
    protect() {
      protecting += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        protecting -= 1;
        // Nobody left to show the dialog for: the waiting requests fail as before.
        if (protecting === 0) settle('gaveUp');
      };
    },
    isProtecting: () => protecting > 0,
    request() {
      if (!pending) {
        let resolve!: () => void;
        let reject!: (reason: Error) => void;
        const promise = new Promise<void>((ok, fail) => {
          resolve = ok;
          reject = fail;
        });
        pending = { promise, resolve, reject };
        emit();
      }
      return pending.promise;
    },
    isPending: () => pending !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn: () => settle('signedIn'),
    gaveUp: () => settle('gaveUp'),
  };
}

/** The tab's one instance: the browser's Apollo link asks it, the admin's dialog answers it. */
export const inPlaceSignIn = createInPlaceSignIn();
