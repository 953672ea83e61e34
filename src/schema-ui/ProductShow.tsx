import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  EditButton,
  Loading,
  RecordContextProvider,
  ReferenceField,
  Title,
  useGetOne,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { productSchemas, type Lang } from '../../schemas';
import { useLanguage } from '../i18n/LanguageProvider';
import { NotFound } from '../pages/NotFound';
import { Code, Money, ReferenceName, StatusChip, Stock, WithUnit } from '../resources/fields';
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

/** The value of one schema node, read-only, in the language on screen. */
const Value = ({ node, source, lang }: { node: SchemaNode; source: string; lang: Lang }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const value = source
    .split('.')
    .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], record);
  if (value === undefined || value === null || value === '') return <span>–</span>;
  if (node['x-reference']) {
    return (
      <ReferenceField source={source} reference={node['x-reference']} link={false}>
        <ReferenceName />
      </ReferenceField>
    );
  }
  if (node['x-widget'] === 'money') return <Money value={value} />;
  if (node['x-enum-labels'])
    return <span>{node['x-enum-labels'][String(value)]?.[lang] ?? String(value)}</span>;
  if (node['x-unit']) return <WithUnit value={value} unit={node['x-unit']} />;
  if (node['x-widget'] === 'images' && Array.isArray(value)) {
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {value.map((src: string) => (
          <Box
            key={src}
            component="img"
            src={src}
            alt=""
            sx={{ width: 120, height: 120, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1 }}
          />
        ))}
      </Box>
    );
  }
  if (node.type === 'object' && node.properties) {
    return (
      <Box>
        {Object.entries(node.properties).map(([key, child]) => (
          <Box key={key} component="span" sx={{ display: 'inline-block', marginInlineEnd: 2 }}>
            {child['x-label']?.[lang]}: <Value node={child} source={`${source}.${key}`} lang={lang} />
          </Box>
        ))}
      </Box>
    );
  }
  if (node.type === 'array' && node.items?.properties && Array.isArray(value)) {
    const items = node.items;
    return (
      <Box>
        {value.map((_, i) => (
          <Box key={i}>
            {Object.entries(items.properties ?? {}).map(([key, child]) => (
              <Box key={key} component="span" sx={{ marginInlineEnd: 1 }}>
                <Value node={child} source={`${source}.${i}.${key}`} lang={lang} />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    );
  }
  return <bdi>{String(value)}</bdi>;
};

/** `/dashboard/product/:id`: ID, SKU, status, stock and every field of the product's schema. */
export const ProductShow = () => {
  const { id } = useParams();
  const { lang } = useLanguage();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne('products', { id: id ?? '' }, { enabled: Boolean(id) });
  if (isPending) return <Loading />;
  const schema = productSchemas.find((s) => s['x-product-type'] === data?.type);
  if (error || !data || !schema) return <NotFound />;
  const props = schema.properties as Record<string, SchemaNode>;
  return (
    <RecordContextProvider value={data}>
      <Title title={data.name} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h5" component="h1">
              {data.name}
            </Typography>
            <EditButton resource={schema['x-resource']} record={data} />
          </Box>
          {data.rejectionReason && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('product.rejectionReason')}: {data.rejectionReason}
            </Alert>
          )}
          <Row label={translate('product.id')}>
            <bdi>{data.id}</bdi>
          </Row>
          <Row label={props.sku['x-label']?.[lang]}>
            <Code value={data.sku} />
          </Row>
          <Row label={translate('product.status')}>
            <StatusChip status={data.status} />
          </Row>
          <Row label={props.quantity['x-label']?.[lang]}>
            <Stock quantity={data.quantity} />
          </Row>
          {Object.entries(props)
            .filter(([key]) => !['name', 'sku', 'quantity'].includes(key))
            .map(([key, node]) => (
              <Row key={key} label={node['x-label']?.[lang]}>
                <Value node={node} source={key} lang={lang} />
              </Row>
            ))}
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};
