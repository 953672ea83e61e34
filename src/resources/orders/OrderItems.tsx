import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { orderSchema } from '../../../schemas';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Code, Money, TranslatedText } from '../../schema-ui/fields';
import type { OrderView } from './order-api';

const item = orderSchema.properties.items.items.properties;

const Thumb = ({ src }: { src?: string }) =>
  src ? (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
    />
  ) : null;

/** The order's products: a table on a desk, one block per product on a phone (a driver at the door). */
export const OrderItems = ({ order }: { order: OrderView }) => {
  const { t, lang } = useLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const items = order.items ?? [];
  if (phone)
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((it) => (
          <Box
            component="li"
            key={it.productId}
            sx={{ display: 'flex', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Thumb src={it.image} />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography>
                <TranslatedText value={it.name} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <Code value={it.sku} />
              </Typography>
              <Typography variant="body2">
                <bdi>{it.quantity}</bdi> × <Money value={it.unitPrice} /> ={' '}
                <Money value={it.unitPrice * it.quantity} />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    );
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{item.name['x-label'][lang]}</TableCell>
          <TableCell>{item.sku['x-label'][lang]}</TableCell>
          <TableCell align="right">{t('ordersPage.quantity')}</TableCell>
          <TableCell align="right">{item.unitPrice['x-label'][lang]}</TableCell>
          <TableCell align="right">{t('ordersPage.lineTotal')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((it) => (
          <TableRow key={it.productId}>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Thumb src={it.image} />
                <TranslatedText value={it.name} />
              </Box>
            </TableCell>
            <TableCell>
              <Code value={it.sku} />
            </TableCell>
            <TableCell align="right">
              <bdi>{it.quantity}</bdi>
            </TableCell>
            <TableCell align="right">
              <Money value={it.unitPrice} />
            </TableCell>
            <TableCell align="right">
              <Money value={it.unitPrice * it.quantity} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
