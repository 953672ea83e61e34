import VisibilityIcon from '@mui/icons-material/Visibility';
import useMediaQuery from '@mui/material/useMediaQuery';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@mui/utils';
import { lazy, Suspense, type ReactElement } from 'react';
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Button,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { productStatus, type ProductSchema } from '../../schemas';
import { productCommerce, productCore } from '../../schemas/defs';
import { useLanguage } from '../i18n/LanguageProvider';
import { Empty } from './Empty';
import { LIST_PER_PAGE, LIST_SORT, listReferences, PHONE_QUERY } from './list-queries';
import { PrefetchReference } from './reference-list';
import { StatusChip } from './fields';
import { sortsAsOne } from '../../schemas/list-columns';
import { SchemaValue } from './display';
import { safeExporter } from './exporter';
import type { InputProps } from './types';
import { useEngine } from './engine-context';
import { ListToolbar, PhoneLabels } from './PhoneLabels';
import { productTypeNode, singular } from './labels';
import { bulkRouteOf } from './routes';
import type { SchemaNode } from './types';

/**
 * A phone's cards come in a file of their own, which a wider screen never fetches. A visit that
 * starts on a phone's list asks for it with the first rows (src/first-page-data.ts).
 */
const ProductCards = lazy(() => import('./ProductCards').then((m) => ({ default: m.ProductCards })));

/** Where the cards will be, while their code comes. */
const CardsLoading = () => {
  const translate = useTranslate();
  return (
    <Skeleton
      variant="rounded"
      height={180}
      sx={{ m: 1 }}
      role="progressbar"
      aria-label={translate('ra.page.loading')}
    />
  );
};

type Props = Record<string, SchemaNode & { 'x-list'?: boolean; 'x-filter'?: boolean }>;

/** What the all-products list shows: the fields every product schema shares. */
const SHARED_COLUMNS: Props = {
  name: productCore.name,
  sku: productCore.sku,
  quantity: productCommerce.quantity,
  price: productCommerce.price,
};

/** The schema's `x-filter` fields, plus status (and type across types): the list's filters. */
const filterNodes = (props: Props, allTypes: boolean): [string, SchemaNode][] => [
  ['status', productStatus as unknown as SchemaNode],
  ...(allTypes ? [['type', productTypeNode] as [string, SchemaNode]] : []),
  ...Object.entries(props).filter(([, p]) => p['x-filter']),
];

/**
 * react-admin reads `source` and `label` off each filter element for its "add filter" menu. The
 * input's code comes when the vendor adds the filter: a placeholder of its size holds its place.
 */
const FilterInput = ({ node, ctx, label }: InputProps & { source: string; label?: string }) => {
  const { Input } = useEngine().pickInput(node, ctx);
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" width={200} height={40} role="progressbar" aria-label={label} />}
    >
      <Input node={node} ctx={ctx} />
    </Suspense>
  );
};

/** The view buttons' column is named, for screen readers only: its buttons say what it holds. */
const ViewColumnTitle = () => {
  const translate = useTranslate();
  return <span style={visuallyHidden}>{translate('product.page')}</span>;
};

const ViewButton = () => {
  const record = useRecordContext();
  return record ? (
    <Button
      component={Link}
      to={`/dashboard/product/${record.id}`}
      label="ra.action.show"
      onClick={(e) => e.stopPropagation()}
    >
      <VisibilityIcon />
    </Button>
  ) : null;
};

/** Add one product, or many from a spreadsheet: on the list, and on the empty list. */
const AddActions = ({ schema }: { schema: ProductSchema }) => {
  const { t, lang } = useLanguage();
  const item = singular(schema['x-label'], lang);
  return (
    <>
      <Button
        component={Link}
        to={`/dashboard/${schema['x-add-route']}`}
        label={t('productActions.add', { item })}
      >
        <AddIcon />
      </Button>
      <Button component={Link} to={`/dashboard/${bulkRouteOf(schema)}`} label={t('spreadsheet.upload')}>
        <UploadIcon />
      </Button>
    </>
  );
};

/** Filter, add, upload and export for one type; filter and export across types (`schema` null). */
const ListActions = ({ schema }: { schema: ProductSchema | null }) => {
  const { ListExport } = useEngine();
  return (
    <ListToolbar>
      <FilterButton />
      {schema && <AddActions schema={schema} />}
      {schema && ListExport ? <ListExport schema={schema} /> : <ExportButton />}
    </ListToolbar>
  );
};

/**
 * A product list generated from a schema (all products when `schema` is null): columns from
 * `x-list`, filters from `x-filter`, a search box, sorting, paging, CSV export, and on a phone a
 * simple list of cards.
 */
export const productList = (schema: ProductSchema | null) => {
  const props = (schema ? schema.properties : SHARED_COLUMNS) as Props;
  const columns = Object.entries(props).filter(([, p]) => schema === null || p['x-list']);
  const exporter = safeExporter(schema ? schema['x-resource'] : 'products');
  const rowClick = schema ? ('edit' as const) : (id: unknown) => `/dashboard/product/${id}`;
  const references = listReferences(schema);

  const ProductList = () => {
    const { lang } = useLanguage();
    const phone = useMediaQuery(PHONE_QUERY);
    const filters: ReactElement[] = [
      <SearchInput key="q" source="q" alwaysOn />,
      ...filterNodes(props, !schema).map(([source, node]) => (
        <FilterInput
          key={source}
          source={source}
          label={node['x-label']?.[lang]}
          node={node}
          ctx={{ source, parentSource: '', required: false }}
        />
      )),
    ];
    return (
      <>
        {!phone && references.map((r) => <PrefetchReference key={r} reference={r} />)}
        <List
          filters={filters}
          sort={LIST_SORT}
          perPage={LIST_PER_PAGE}
          empty={
            <Empty
              actions={
                schema && (
                  <PhoneLabels>
                    <AddActions schema={schema} />
                  </PhoneLabels>
                )
              }
            />
          }
          exporter={exporter}
          actions={<ListActions schema={schema} />}
        >
          {phone ? (
            <Suspense fallback={<CardsLoading />}>
              <ProductCards rowClick={rowClick} />
            </Suspense>
          ) : (
            <DataTable rowClick={rowClick} bulkActionButtons={false}>
              <DataTable.Col source="id" />
              {!schema && (
                <DataTable.Col source="type" label={productTypeNode['x-label']?.[lang]}>
                  <SchemaValue node={productTypeNode} source="type" />
                </DataTable.Col>
              )}
              {columns.map(([source, node]) => (
                <DataTable.Col
                  key={source}
                  source={source}
                  label={node['x-label']?.[lang]}
                  disableSort={!sortsAsOne(node)}
                >
                  <SchemaValue node={node} source={source} compact />
                </DataTable.Col>
              ))}
              <DataTable.Col source="status" render={(r) => <StatusChip status={r.status} />} />
              {schema && (
                <DataTable.Col label={<ViewColumnTitle />} disableSort>
                  <ViewButton />
                </DataTable.Col>
              )}
            </DataTable>
          )}
        </List>
      </>
    );
  };
  return ProductList;
};
