import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading and the short explanation at the top of one card of the profile screen. */
export function ProfileSectionIntro({ id, title, children }: { id?: string; title: string; children?: ReactNode }) {
  return (
    <>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {children}
        </Typography>
      )}
    </>
  );
}
