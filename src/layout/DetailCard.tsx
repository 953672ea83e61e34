import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of a details page (the profile, an order). */
export const DetailCard = ({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) => (
  <Card className={className} sx={{ mb: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** A label and its value: side by side from tablet width, stacked on a phone; a dash when empty. */
export const DetailRow = ({ label, children }: { label: string; children?: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 0.5, py: 0.75 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Box>{children ?? '–'}</Box>
  </Box>
);
