import { useEffect } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar } from 'notistack';
import type { ToastHostProps } from './toast-provider';

/** Alt+T moves focus to the newest toast so keyboard and screen-reader users can reach it. */
function ToastHotkey() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== 'KeyT') return;
      const toasts = document.querySelectorAll<HTMLElement>('.notistack-SnackbarContainer .notistack-MuiContent');
      const target = toasts[toasts.length - 1];
      if (!target) return;
      event.preventDefault();
      target.setAttribute('tabindex', '-1');
      target.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}

/** notistack's default greens, blues and oranges fail WCAG AA contrast with white text: darker shades. */
const TOAST_COLOURS = (
  <GlobalStyles
    styles={{
      '.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
      '.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
      '.notistack-MuiContent-warning': { backgroundColor: '#8a4500' },
      '.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
    }}
  />
);

/** Hands the provider notistack's functions once the host is mounted. */
function ReadyReporter({ onReady }: ToastHostProps) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(
    () =>
      onReady({
        show: ({ message, variant, persist }) => enqueueSnackbar(message, { variant, persist }),
        close: (key) => closeSnackbar(key),
      }),
    [onReady, enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/** The toasts themselves (notistack), loaded with the first toast: top-right, closed after 5 s (spec §9); loading toasts persist. */
export function ToastHost({ onReady }: ToastHostProps) {
  return (
    <SnackbarProvider maxSnack={4} autoHideDuration={5000} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} preventDuplicate>
      {TOAST_COLOURS}
      <ToastHotkey />
      <ReadyReporter onReady={onReady} />
    </SnackbarProvider>
  );
}
