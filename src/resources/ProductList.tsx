import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, List, ReferenceField, SearchInput, SimpleList } from 'react-admin';
import type { Label, ProductSchema } from '../../schemas';
import { Empty } from './Empty';
import { safeExporter } from '../schema-ui/exporter';
import { Code, Money, ReferenceName, StatusChip, Stock, WithUnit } from './fields';

type Prop = {
  'x-unit'?: Label;
  'x-list'?: boolean;
  'x-widget'?: string;
  'x-reference'?: string;
  'x-label': Label;
};

/**
 * A plain list whose columns are the schema's `x-list` properties. The schema engine replaces it
 * with generated views; until then this keeps one list for every product type.
 */
export const productList = (schema: ProductSchema | null) => {
  const columns = schema
    ? Object.entries(schema.properties as Record<string, Prop>).filter(([, p]) => p['x-list'])
    : [];
  const exporter = safeExporter(schema ? schema['x-resource'] : 'products');
  const ProductList = () => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
      <List
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        sort={{ field: 'id', order: 'DESC' }}
        empty={<Empty />}
        exporter={exporter}
      >
        {phone ? (
          <SimpleList
            linkType={schema ? 'edit' : false}
            primaryText={(r) => r.name}
            secondaryText={(r) => (
              <>
                <Code value={r.sku} /> · <Money value={r.price} />
              </>
            )}
            rightIcon={(r) => <StatusChip status={r.status} />}
          />
        ) : (
          <DataTable
            rowClick={schema ? 'edit' : (id) => `/dashboard/product/${id}`}
            bulkActionButtons={false}
          >
            <DataTable.Col source="id" />
            {schema ? null : <DataTable.Col source="name" />}
            {columns.map(([source, p]) => {
              if (p['x-reference']) {
                return (
                  <DataTable.Col key={source} source={source}>
                    <ReferenceField source={source} reference={p['x-reference']} link={false}>
                      <ReferenceName />
                    </ReferenceField>
                  </DataTable.Col>
                );
              }
              if (p['x-widget'] === 'money') {
                return (
                  <DataTable.Col key={source} source={source} render={(r) => <Money value={r[source]} />} />
                );
              }
              if (source === 'sku') {
                return <DataTable.Col key={source} source={source} render={(r) => <Code value={r.sku} />} />;
              }
              if (source === 'quantity') {
                return (
                  <DataTable.Col
                    key={source}
                    source={source}
                    render={(r) => <Stock quantity={r.quantity} />}
                  />
                );
              }
              const unit = p['x-unit'];
              if (unit) {
                return (
                  <DataTable.Col
                    key={source}
                    source={source}
                    render={(r) => <WithUnit value={r[source]} unit={unit} />}
                  />
                );
              }
              return <DataTable.Col key={source} source={source} />;
            })}
            <DataTable.Col source="status" render={(r) => <StatusChip status={r.status} />} />
          </DataTable>
        )}
      </List>
    );
  };
  return ProductList;
};
