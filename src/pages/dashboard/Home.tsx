import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { productStatus, resourcesFor, type Label } from '../../../schemas';
import { DEFAULT_LOW_STOCK } from '../../../schemas/vendor';
import type { Translations } from '../../../schemas/translations';
import { useLanguage } from '../../i18n/LanguageProvider';
import { apiFetch } from '../../providers/httpClient';
import { getVendorType } from '../../providers/session';
import { Money, TranslatedText } from '../../schema-ui/fields';
import { FIRST_PERIOD, PERIODS, summaryPath, type Period } from './home-summary';

const HomeCharts = lazy(() => import('./HomeCharts'));

type Summary = {
  actions: {
    toConfirm: number;
    dueToday: number;
    overdue: number;
    rejected: { count: number; items: { id: number; name: Translations; reason: string }[] };
  };
  sales: { total: number; previous: number; change: number | null };
  perDay: { day: string; orders: number; sales: number }[];
  products: Record<string, number>;
  lowStock: {
    threshold: number;
    count: number;
    items: { id: number; name: Translations; quantity: number }[];
  };
  licence: { expiresAt: string | null; days: number | null };
  rates: { cancellation: number | null; lateDelivery: number | null };
};

const listOf = (resource: string, filter: object) =>
  `/dashboard/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

const Tile = ({
  label,
  value,
  to,
  tone,
}: {
  label: string;
  value: ReactNode;
  to?: string;
  tone?: 'error' | 'warning';
}) => {
  const body = (
    <CardContent>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography
        variant="h4"
        component="p"
        sx={{
          fontWeight: 700,
          // Sized by the tile, not the screen: beside the sidebar at 900–1280 px a tile is as narrow
          // as on a phone, and "EGP 119,650" ran past its edge. A longer figure wraps last.
          fontSize: 'clamp(1.125rem, 12cqi, 2.125rem)',
          overflowWrap: 'anywhere',
          color: tone ? `${tone}.main` : undefined,
        }}
      >
        {value}
      </Typography>
    </CardContent>
  );
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Card variant="outlined" sx={{ height: '100%', containerType: 'inline-size' }}>
        {to ? (
          <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
            {body}
          </CardActionArea>
        ) : (
          body
        )}
      </Card>
    </Grid>
  );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Typography variant="subtitle1" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
      {title}
    </Typography>
    {children}
  </>
);

/**
 * The vendor's home: what needs action now, sales against the period before, orders and sales per
 * day, products by status, low stock, the licence's expiry and two rates, all computed by the
 * server (`/home/summary`) for the chosen period of Cairo days.
 */
export const Home = () => {
  const { t, lang } = useLanguage();
  const { identity } = useGetIdentity();
  const [period, setPeriod] = useState<Period>(FIRST_PERIOD);
  const path = summaryPath(period);
  const { data } = useQuery({
    queryKey: ['home-summary', path],
    queryFn: async () => (await apiFetch(path)).json as Summary,
  });
  const labels = productStatus['x-enum-labels'] as Record<string, Label>;
  const resources = resourcesFor(getVendorType() ?? 'bt-vendor');
  const products = resources[0];
  const percent = (value: number | null) => (value === null ? t('home.noRate') : `${value}%`);
  const licence = data?.licence;

  return (
    <Box sx={{ mb: 4 }}>
      <Title title={t('menu.home')} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          my: 2,
        }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          onChange={(_, value: Period | null) => value && setPeriod(value)}
          aria-label={t('home.period')}
        >
          {PERIODS.map((p) => (
            <ToggleButton key={p} value={p} sx={{ textTransform: 'none' }}>
              {t('home.days', { smart_count: p })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>

      <Section title={t('home.needsAction')}>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Tile
            label={t('home.toConfirm')}
            value={data?.actions.toConfirm ?? '–'}
            to={listOf('orders', { group: 'active', status: 'pending' })}
          />
          <Tile
            label={t('home.dueToday')}
            value={data?.actions.dueToday ?? '–'}
            to={listOf('orders', { group: 'active' })}
          />
          <Tile
            label={t('home.overdue')}
            value={data?.actions.overdue ?? '–'}
            tone={data?.actions.overdue ? 'error' : undefined}
            to={listOf('orders', { group: 'active', overdue: true })}
          />
          <Tile
            label={t('home.rejected')}
            value={data?.actions.rejected.count ?? '–'}
            tone={data?.actions.rejected.count ? 'warning' : undefined}
            to={listOf(products, { status: 'not_available' })}
          />
        </Grid>
        {data?.actions.rejected.items.length ? (
          <Box component="ul" sx={{ mt: -1, mb: 3, pl: 0, listStyle: 'none' }}>
            {data.actions.rejected.items.map((p) => (
              <li key={p.id}>
                <Link component={RouterLink} to={`/dashboard/product/${p.id}`}>
                  <TranslatedText value={p.name} />
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('home.reason')} <bdi>{p.reason}</bdi>
                </Typography>
              </li>
            ))}
          </Box>
        ) : null}
      </Section>

      <Section title={t('home.sales')}>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Tile label={t('home.sales')} value={data ? <Money value={data.sales.total} /> : '–'} />
          <Grid size={{ xs: 6, md: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography color={data?.sales.change && data.sales.change < 0 ? 'error' : 'text.secondary'}>
              {data &&
                (data.sales.change === null
                  ? t('home.salesNoChange', { smart_count: period })
                  : t('home.salesChange', {
                      change: `${data.sales.change > 0 ? '+' : ''}${data.sales.change}`,
                      smart_count: period,
                    }))}
            </Typography>
          </Grid>
          <Tile label={t('home.cancellationRate')} value={data ? percent(data.rates.cancellation) : '–'} />
          <Tile label={t('home.lateRate')} value={data ? percent(data.rates.lateDelivery) : '–'} />
        </Grid>
        <Suspense fallback={<Box sx={{ height: 290 }} />}>
          {data && <HomeCharts perDay={data.perDay} />}
        </Suspense>
      </Section>

      <Section title={t('home.products')}>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          {productStatus.enum.map((s) => (
            <Tile
              key={s}
              label={labels[s][lang]}
              value={data?.products[s] ?? '–'}
              to={listOf(products, { status: s })}
            />
          ))}
        </Grid>
      </Section>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('home.lowStock', { threshold: data?.lowStock.threshold ?? DEFAULT_LOW_STOCK })}
              </Typography>
              {data && !data.lowStock.items.length && (
                <Typography color="text.secondary">{t('home.noLowStock')}</Typography>
              )}
              <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
                {data?.lowStock.items.map((p) => (
                  <li key={p.id}>
                    <Link component={RouterLink} to={`/dashboard/product/${p.id}`}>
                      <TranslatedText value={p.name} />
                    </Link>{' '}
                    <Typography
                      component="span"
                      variant="body2"
                      color={p.quantity ? 'warning.main' : 'error'}
                    >
                      {t('home.left', { smart_count: p.quantity })}
                    </Typography>
                  </li>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('home.licence')}
              </Typography>
              {licence && licence.days === null && (
                <Typography color="text.secondary">{t('home.licenceUnknown')}</Typography>
              )}
              {licence && licence.days !== null && (
                <Alert
                  severity={licence.days < 0 ? 'error' : licence.days <= 30 ? 'warning' : 'success'}
                  sx={{ mt: 1 }}
                >
                  {licence.days < 0
                    ? t('home.licenceExpired')
                    : t('home.licenceIn', { smart_count: licence.days })}
                </Alert>
              )}
              <Link component={RouterLink} to="/dashboard/profile" sx={{ display: 'inline-block', mt: 1 }}>
                {t('userMenu.profile')}
              </Link>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};
