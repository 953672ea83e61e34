import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EditButton, Loading, RecordContextProvider, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { productSchemas } from '../../schemas';
import { textFor } from '../../schemas/translations';
import { useLanguage } from '../i18n/LanguageProvider';
import type { HttpError } from '../providers/httpClient';
import { StatusChip } from './fields';
import { SchemaValue } from './display';
import { useEngine } from './engine-context';
import type { SchemaNode } from './types';

const Row = ({ label, children }: { label?: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
      gap: 1,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    }}
  >
    <Typography color="text.secondary">{label}</Typography>
    <Box>{children}</Box>
  </Box>
);

/** `/dashboard/product/:id`: ID, SKU, status, stock and every field of the product's schema. */
export const ProductShow = () => {
  const { id } = useParams();
  const { lang } = useLanguage();
  const translate = useTranslate();
  const { NotFound } = useEngine();
  const { data, isPending, error } = useGetOne(
    'products',
    { id: id ?? '' },
    // A missing product is final: ask again only when the server or the network failed.
    { enabled: Boolean(id), retry: (count, e) => count < 2 && !((e as HttpError)?.status < 500) },
  );
  if (isPending) return <Loading />;
  const schema = productSchemas.find((s) => s['x-product-type'] === data?.type);
  if (error || !data || !schema) return <NotFound />;
  const props = schema.properties as Record<string, SchemaNode>;
  const name = textFor(data.name, lang);
  return (
    <RecordContextProvider value={data}>
      <Title title={name?.text ?? ''} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
            {/* A name written in one language only reads in its own: an Arabic name on an English page. */}
            <Typography variant="h5" component="h1" dir="auto" lang={name?.lang}>
              {name?.text}
            </Typography>
            <EditButton resource={schema['x-resource']} record={data} />
          </Box>
          {data.rejectionReason && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('product.rejectionReason')}: <bdi>{data.rejectionReason}</bdi>
            </Alert>
          )}
          <Row label={translate('product.id')}>
            <bdi>{data.id}</bdi>
          </Row>
          <Row label={translate('product.status')}>
            <StatusChip status={data.status} />
          </Row>
          {Object.entries(props)
            .filter(([key]) => key !== 'name')
            .map(([key, node]) => (
              <Row key={key} label={node['x-label']?.[lang]}>
                <SchemaValue node={node} source={key} />
              </Row>
            ))}
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};
