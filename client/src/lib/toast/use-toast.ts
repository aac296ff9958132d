import { useContext, useMemo } from 'react';
import { ToasterContext } from './toast-provider';

export interface Toast {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  /** A toast that stays until the returned handle is called (spec §4). */
  loading(message: string): () => void;
}

export function useToast(): Toast {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToast needs the ToastProvider (AppProviders)');
  return useMemo(
    () => ({
      success: (message) => void toaster.show({ message, variant: 'success' }),
      error: (message) => void toaster.show({ message, variant: 'error' }),
      info: (message) => void toaster.show({ message, variant: 'info' }),
      loading: (message) => toaster.show({ message, variant: 'info', persist: true }),
    }),
    [toaster],
  );
}
