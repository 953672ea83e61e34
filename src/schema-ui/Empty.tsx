import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The spec's empty states: "No items to display", and for orders "No Orders Yet" with a hint. */
export const Empty = ({
  title = 'empty.noItems',
  hint,
  actions,
}: {
  title?: string;
  hint?: string;
  /** What the reader can do about it (add a product, upload a spreadsheet). */
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography variant="h6" component="p">
        {translate(title)}
      </Typography>
      {hint && <Typography color="text.secondary">{translate(hint)}</Typography>}
      {actions && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, mt: 2 }}>
          {actions}
        </Box>
      )}
    </Box>
  );
};
