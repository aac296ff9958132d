import { createContext, useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';

export interface ToastRequest {
  message: string;
  variant: 'success' | 'error' | 'info';
  /** Stays until closed (loading toasts). */
  persist?: boolean;
}

/** What the mounted host does with a toast; `show` answers the key `close` takes. */
export interface ToastDisplay {
  show(request: ToastRequest): string | number;
  close(key: string | number): void;
}

export interface ToastHostProps {
  onReady(display: ToastDisplay): void;
}

export interface Toaster {
  /** Shows the toast; the returned function closes it (also before it appeared). */
  show(request: ToastRequest): () => void;
}

export const ToasterContext = createContext<Toaster | null>(null);

interface PendingToast {
  request: ToastRequest;
  key?: string | number;
  closed: boolean;
}

/**
 * Toasts for the whole app. notistack (the host) is downloaded with the first toast, not with
 * every page: most readers never see one. Toasts asked for before it mounts are shown when it does.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [Host, setHost] = useState<ComponentType<ToastHostProps> | null>(null);
  const display = useRef<ToastDisplay | null>(null);
  const waiting = useRef<PendingToast[]>([]);

  const toaster = useMemo<Toaster>(
    () => ({
      show(request) {
        const toast: PendingToast = { request, closed: false };
        if (display.current) toast.key = display.current.show(request);
        else {
          waiting.current.push(toast);
          void import('./toast-host').then(({ ToastHost }) => setHost(() => ToastHost));
        }
        return () => {
          toast.closed = true;
          if (toast.key !== undefined) display.current?.close(toast.key);
        };
      },
    }),
    [],
  );

  const onReady = useCallback((ready: ToastDisplay) => {
    display.current = ready;
    for (const toast of waiting.current.splice(0)) if (!toast.closed) toast.key = ready.show(toast.request);
  }, []);

  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {Host ? <Host onReady={onReady} /> : null}
    </ToasterContext.Provider>
  );
}
