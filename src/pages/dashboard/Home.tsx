import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { productStatus, resourcesFor, type Label } from '../../../schemas';
import { useLanguage } from '../../i18n/LanguageProvider';
import { apiFetch } from '../../providers/httpClient';
import { getVendorType } from '../../providers/session';

type Stats = { products: Record<string, number>; orders: { active: number; previous: number } };

const Stat = ({ label, value, to }: { label: string; value: number | undefined; to: string }) => (
  <Grid size={{ xs: 6, md: 3 }}>
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            <bdi>{value ?? '–'}</bdi>
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  </Grid>
);

/** The vendor's home: a greeting and counts of products by status and of orders. */
export const Home = () => {
  const translate = useTranslate();
  const { lang } = useLanguage();
  const { identity } = useGetIdentity();
  const { data } = useQuery({
    queryKey: ['stats'],
    queryFn: async () => (await apiFetch('/stats')).json as Stats,
  });
  const labels = productStatus['x-enum-labels'] as Record<string, Label>;
  const productsPath = `/dashboard/${resourcesFor(getVendorType() ?? 'bt-vendor')[0]}`;
  return (
    <>
      <Title title={translate('menu.home')} />
      <Typography variant="h5" component="h1" sx={{ my: 2, fontWeight: 700 }}>
        {translate('home.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('home.products')}
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {productStatus.enum.map((s) => (
          <Stat key={s} label={labels[s][lang]} value={data?.products[s]} to={productsPath} />
        ))}
      </Grid>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('home.orders')}
      </Typography>
      <Grid container spacing={2}>
        <Stat label={translate('home.activeOrders')} value={data?.orders.active} to="/dashboard/orders" />
        <Stat label={translate('home.previousOrders')} value={data?.orders.previous} to="/dashboard/orders" />
      </Grid>
    </>
  );
};
