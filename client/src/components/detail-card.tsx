import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface DetailField {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of one record (the "Show" screen of every admin resource). */
export function DetailCard({ title, fields, actions }: { title: ReactNode; fields: DetailField[]; actions?: ReactNode }) {
  return (
    <Card component="section">
      <CardHeader title={title} slotProps={{ title: { variant: 'h5', component: 'h2' } }} />
      <CardContent>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 3, rowGap: 1.5 }}>
          {fields.map((field) => (
            <Box key={field.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
                {field.label}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
                {field.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      {actions && <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>}
    </Card>
  );
}
