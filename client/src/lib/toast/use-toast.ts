import { useMemo } from 'react';
import { useSnackbar, type SnackbarKey } from 'notistack';

export interface Toast {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  /** A toast that stays until the returned handle is called (spec §4). */
  loading(message: string): () => void;
}

export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) => void enqueueSnackbar(message, { variant: 'success' }),
      error: (message) => void enqueueSnackbar(message, { variant: 'error' }),
      info: (message) => void enqueueSnackbar(message, { variant: 'info' }),
      loading: (message) => {
        const key: SnackbarKey = enqueueSnackbar(message, { variant: 'info', persist: true });
        return () => closeSnackbar(key);
      },
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
