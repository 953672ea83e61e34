import './order-details.css';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Loading, Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { orderSchema } from '../../../schemas';
import { MAX_DELIVERY_ATTEMPTS } from '../../../schemas/order-flow';
import { useLanguage } from '../../i18n/LanguageProvider';
import { HttpError } from '../../providers/httpClient';
import { useEngine } from '../../schema-ui/engine-context';
import { Code, Money } from '../../schema-ui/fields';
import { OrderStatusChip, PaymentType, TimeLeft, useCairoTime } from './fields';
import { DetailCard, DetailRow } from '../../layout/DetailCard';
import { OrderActions } from './OrderActions';
import { OrderItems } from './OrderItems';
import { fetchOrder, type OrderDetails as Details } from './order-api';
import { OrderTimeline } from './OrderTimeline';

const PointMap = lazy(() => import('../../map/PointMap'));
const o = orderSchema.properties;

/** `/dashboard/order-details/{id}`: everything about one order, the actions valid now, and a packing slip to print. */
export const OrderDetails = () => {
  const { id = '' } = useParams();
  const { t, lang } = useLanguage();
  const when = useCairoTime();
  const { NotFound } = useEngine();
  const queryClient = useQueryClient();
  const key = ['order', id];
  const {
    data: order,
    isPending,
    error,
  } = useQuery({
    queryKey: key,
    queryFn: () => fetchOrder(id),
    retry: (count, e) => count < 2 && !((e as HttpError)?.status < 500),
  });
  if (isPending) return <Loading />;
  if (error || !order) return <NotFound />;
  const done = (next: Details) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: ['stats'] });
  };
  const label = (node: { 'x-label': { en: string; ar: string } }) => node['x-label'][lang];
  const place = order.location;
  const mapsLink = place ? `https://www.google.com/maps/search/?api=1&query=${place.lat},${place.lng}` : null;

  return (
    <Box sx={{ maxWidth: 960, minWidth: 0, mt: 2, mb: 4 }}>
      <Title title={t('ordersPage.title', { number: order.orderNumber })} />
      <Box className="mw-no-print" sx={{ mb: 1 }}>
        <Button
          component={RouterLink}
          to="/dashboard/orders"
          startIcon={<ArrowBackIcon sx={{ transform: lang === 'ar' ? 'scaleX(-1)' : undefined }} />}
        >
          {t('ordersPage.back')}
        </Button>
      </Box>
      <Typography className="mw-slip-only" variant="h5" component="p">
        {t('ordersPage.packingSlip')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {t('ordersPage.summary')} <Code value={order.orderNumber} />
        </Typography>
        <OrderStatusChip status={order.status} />
        <TimeLeft order={order} />
      </Box>
      <Box sx={{ mb: 2 }}>
        <OrderActions order={order} onDone={done} />
      </Box>

      <DetailCard className="mw-order-section" title={t('ordersPage.summary')}>
        <DetailRow label={label(o.orderDate)}>
          <bdi>{when(order.orderDate)}</bdi>
        </DetailRow>
        <DetailRow label={label(o.arrivalDate)}>
          <bdi>{when(order.arrivalDate)}</bdi>
        </DetailRow>
        <DetailRow label={label(o.paymentType)}>
          <PaymentType value={order.paymentType} />
        </DetailRow>
        <DetailRow label={label(o.totalPrice)}>
          <Money value={order.totalPrice} />
        </DetailRow>
        {order.failedAttempts ? (
          <DetailRow label={label(o.failedAttempts)}>
            {t('ordersPage.attempts', { count: order.failedAttempts, max: MAX_DELIVERY_ATTEMPTS })}
          </DetailRow>
        ) : null}
        {order.cancelReason && (
          <DetailRow label={label(o.cancelReason)}>
            <span dir="auto">{order.cancelReason}</span>
          </DetailRow>
        )}
        {order.collectedAmount != null && (
          <DetailRow label={label(o.collectedAmount)}>
            <Money value={order.collectedAmount} />
          </DetailRow>
        )}
      </DetailCard>

      <DetailCard className="mw-order-section" title={t('ordersPage.products')}>
        <OrderItems order={order} />
      </DetailCard>

      <DetailCard className="mw-order-section" title={t('ordersPage.customer')}>
        <DetailRow label={label(o.customerName)}>
          <span dir="auto">{order.customerName}</span>
        </DetailRow>
        {order.customerPhone && (
          <DetailRow label={label(o.customerPhone)}>
            <Link
              href={`tel:${order.customerPhone}`}
              aria-label={`${t('ordersPage.call')} ${order.customerPhone}`}
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              <PhoneIcon fontSize="small" />
              <bdi dir="ltr">{order.customerPhone}</bdi>
            </Link>
          </DetailRow>
        )}
        <DetailRow label={label(o.address)}>
          <span dir="auto">{order.address}</span>
        </DetailRow>
        {place && (
          <>
            <Suspense fallback={null}>
              <PointMap
                point={place}
                label={t('ordersPage.deliveryPoint')}
                tilesFailedText={t('map.tilesFailed')}
              />
            </Suspense>
            {mapsLink && (
              <Button
                className="mw-no-print"
                href={mapsLink}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ mt: 1 }}
              >
                {t('ordersPage.openInMaps')}
              </Button>
            )}
          </>
        )}
      </DetailCard>

      <Box className="mw-no-print">
        <DetailCard className="mw-order-section" title={t('ordersPage.timeline')}>
          <OrderTimeline events={order.events} />
        </DetailCard>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('ordersPage.printSlip')}
        </Button>
      </Box>
    </Box>
  );
};
