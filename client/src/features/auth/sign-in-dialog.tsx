import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { useId, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { inPlaceSignIn as tabSignIn, type InPlaceSignIn } from '../../lib/apollo/in-place-sign-in';
import { SignInForm } from './sign-in-form';

/**
 * The admin's answer to an expired session on a screen holding unsaved work: the sign-in form in a
 * dialog over the screen (whose form keeps its values); the waiting save goes once more after it.
 */
export function SignInAgainDialog({ signIn = tabSignIn }: { signIn?: InPlaceSignIn }) {
  const { t } = useLingui();
  const titleId = useId();
  const open = useSyncExternalStore(signIn.subscribe, signIn.isPending, () => false);
  return (
    <Dialog open={open} onClose={() => signIn.gaveUp()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t`Oturumunuzun süresi doldu`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t`Yazdıklarınız bu sayfada duruyor. Tekrar giriş yapın; kaydetme ardından kaldığı yerden sürer.`}</DialogContentText>
        <SignInForm onSignedIn={() => signIn.signedIn()} forgotPasswordLink={false} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => signIn.gaveUp()} color="inherit">
          {t`Vazgeç`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
