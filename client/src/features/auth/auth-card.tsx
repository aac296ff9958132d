import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of the sign-in, forgot-password and reset-password screens. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderTop: 4, borderTopColor: 'secondary.main' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
