import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { orderSchema, type Label } from '../../../schemas';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useCairoTime } from './fields';
import type { OrderEvent } from './order-api';

const actors: Record<string, Label> = orderSchema.properties.cancelledBy['x-enum-labels'];

/** What happened to the order, oldest first: when, what, who, and why when there was a reason. */
export const OrderTimeline = ({ events }: { events: OrderEvent[] }) => {
  const { t, lang } = useLanguage();
  const when = useCairoTime();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((e, i) => (
        <Box
          component="li"
          key={i}
          sx={{
            position: 'relative',
            paddingInlineStart: 3,
            pb: 2,
            borderInlineStart: 2,
            borderColor: i === events.length - 1 ? 'transparent' : 'divider',
            marginInlineStart: 1,
            '&::before': {
              content: '""',
              position: 'absolute',
              insetInlineStart: -7,
              top: 2,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: ['cancelled', 'rejected', 'attempt_failed', 'overdue'].includes(e.kind)
                ? 'error.main'
                : 'primary.main',
            },
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t(`ordersPage.events.${e.kind}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            <bdi>{when(e.at)}</bdi> · {actors[e.actor]?.[lang] ?? e.actor}
          </Typography>
          {e.reason && (
            <Typography variant="body2">
              <bdi dir="auto">{e.reason}</bdi>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
};
