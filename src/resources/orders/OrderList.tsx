import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataTable, DateField, List, SearchInput, SimpleList } from 'react-admin';
import type { Label } from '../../../schemas';
import { orderSchema } from '../../../schemas';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Empty } from '../../schema-ui/Empty';
import { Code, Money, numberLocale } from '../../schema-ui/fields';

const OrderStatus = ({ status }: { status: string }) => {
  const { lang } = useLanguage();
  const labels = orderSchema.properties.status['x-enum-labels'] as Record<string, Label>;
  return <span>{labels[status]?.[lang] ?? status}</span>;
};

const PaymentType = ({ value }: { value: string }) => {
  const { lang } = useLanguage();
  const labels = orderSchema.properties.paymentType['x-enum-labels'] as Record<string, Label>;
  return <span>{labels[value]?.[lang] ?? value}</span>;
};

/** The vendor's orders, newest first; the orders issue adds groups, details and delivery. */
export const OrderList = () => {
  const { lang } = useLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const date = (value: string) => new Date(value).toLocaleDateString(numberLocale(lang));
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'orderDate', order: 'DESC' }}
      empty={<Empty title="empty.noOrders" hint="empty.noOrdersHint" />}
    >
      {phone ? (
        <SimpleList
          linkType={false}
          primaryText={(r) => <Code value={r.orderNumber} />}
          secondaryText={(r) => (
            <>
              {date(r.orderDate)} · <Money value={r.totalPrice} />
            </>
          )}
          rightIcon={(r) => <OrderStatus status={r.status} />}
        />
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="orderNumber" render={(r) => <Code value={r.orderNumber} />} />
          <DataTable.Col source="orderDate">
            <DateField source="orderDate" locales={numberLocale(lang)} />
          </DataTable.Col>
          <DataTable.Col source="paymentType" render={(r) => <PaymentType value={r.paymentType} />} />
          <DataTable.Col source="totalPrice" render={(r) => <Money value={r.totalPrice} />} />
          <DataTable.Col source="status" render={(r) => <OrderStatus status={r.status} />} />
        </DataTable>
      )}
    </List>
  );
};
