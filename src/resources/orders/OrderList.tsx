import { alpha, type Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import {
  BooleanInput,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useListContext,
  type RaRecord,
} from 'react-admin';
import { orderSchema, type Label, type Lang } from '../../../schemas';
import { textIn } from '../../../schemas/translations';
import { currentLang } from '../../i18n/language-storage';
import { useLanguage } from '../../i18n/LanguageProvider';
import { Empty } from '../../schema-ui/Empty';
import { safeExporter } from '../../schema-ui/exporter';
import { Code, Money } from '../../schema-ui/fields';
import { ConfirmSelectedButton } from './ConfirmSelectedButton';
import { ListToolbar } from '../../schema-ui/PhoneLabels';
import { DateFilter } from './DateFilter';
import { OrderStatusChip, PaymentType, TimeLeft, useCairoTime } from './fields';
import { fetchOrderCounts, type OrderView } from './order-api';

const o = orderSchema.properties;
const choices = (labels: Record<string, Label>, lang: Lang) =>
  Object.entries(labels).map(([id, label]) => ({ id, name: label[lang] }));

const filtersIn = (lang: Lang, t: (key: string) => string): ReactElement[] => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label={o.status['x-label'][lang]}
    choices={choices(o.status['x-enum-labels'], lang)}
  />,
  <SelectInput
    key="paymentType"
    source="paymentType"
    label={o.paymentType['x-label'][lang]}
    choices={choices(o.paymentType['x-enum-labels'], lang)}
  />,
  <DateFilter key="from" source="orderDateFrom" label={t('ordersPage.from')} />,
  <DateFilter key="to" source="orderDateTo" label={t('ordersPage.to')} />,
  <BooleanInput key="overdue" source="overdue" label={t('ordersPage.overdueOnly')} />,
];

const useOrderCounts = () => useQuery({ queryKey: ['stats'], queryFn: fetchOrderCounts });

/** The spec's two groups, each with its count, as tabs over the list's `group` filter. */
const GroupTabs = () => {
  const { t } = useLanguage();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data } = useOrderCounts();
  const group = filterValues.group === 'previous' ? 'previous' : 'active';
  return (
    <Tabs
      value={group}
      onChange={(_, value: string) => setFilters({ ...filterValues, group: value }, displayedFilters)}
      aria-label={t('menu.myOrders')}
      sx={{ mb: 1 }}
    >
      {(['active', 'previous'] as const).map((g) => (
        <Tab key={g} value={g} label={`${t(`ordersPage.${g}`)} (${data?.orders[g] ?? '…'})`} />
      ))}
    </Tabs>
  );
};

const OVERDUE_ROW = {
  bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.07),
  '& td:first-of-type': { boxShadow: (theme: Theme) => `inset 4px 0 0 ${theme.palette.error.main}` },
};

const detailsPath = (id: unknown) => `/dashboard/order-details/${id}`;

/** What the CSV holds: one row per order, its products summed up in one cell, named in the reader's language. */
const exportRow = (r: RaRecord) => {
  const order = r as unknown as OrderView;
  const lang = currentLang();
  return {
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    status: order.status,
    paymentType: order.paymentType,
    totalPrice: order.totalPrice,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    address: order.address,
    products: (order.items ?? [])
      .map((i) => `${i.quantity} × ${textIn(i.name, lang)} (${i.sku ?? ''})`)
      .join('; '),
  };
};
const exporter = safeExporter('orders');

/** Filter and export, with their words on a phone too (react-admin drops them below 600 px). */
const OrderActions = () => (
  <ListToolbar>
    <FilterButton />
    <ExportButton />
  </ListToolbar>
);

/** The spec's "No Orders Yet" when the vendor has no order at all, in either group. */
const OrdersOrEmpty = ({ children }: { children: ReactNode }) => {
  const { data } = useOrderCounts();
  if (data && data.orders.active + data.orders.previous === 0)
    return <Empty title="empty.noOrders" hint="empty.noOrdersHint" />;
  return <>{children}</>;
};

/** `/dashboard/orders`: active and previous orders, filters, time left, bulk confirm, export; cards on a phone. */
export const OrderList = () => {
  const { lang, t } = useLanguage();
  const when = useCairoTime();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filtersIn(lang, t)}
      filterDefaultValues={{ group: 'active' }}
      sort={{ field: 'orderDate', order: 'DESC' }}
      // The group tabs are a filter, so react-admin would say "no results for these filters": the
      // spec's empty state is decided from the vendor's order counts instead (OrdersOrEmpty).
      empty={false}
      actions={<OrderActions />}
      exporter={(records, ...rest) => exporter(records.map(exportRow), ...rest)}
    >
      <OrdersOrEmpty>
        <GroupTabs />
        {phone ? (
          <SimpleList
            linkType={(record) => detailsPath(record.id)}
            primaryText={(r) => <Code value={r.orderNumber} />}
            secondaryText={(r) => (
              <>
                {r.customerName} · <Money value={r.totalPrice} />
                <br />
                <TimeLeft order={r as unknown as OrderView} />
              </>
            )}
            rightIcon={(r) => <OrderStatusChip status={r.status} />}
            rowSx={(r) => (r.overdue ? { borderInlineStart: 4, borderColor: 'error.main' } : {})}
          />
        ) : (
          <DataTable
            rowClick={detailsPath}
            bulkActionButtons={<ConfirmSelectedButton />}
            // Late orders stand out by a tint and a bar at the start of the row; their text keeps its contrast.
            rowSx={(r) => (r.overdue ? OVERDUE_ROW : {})}
          >
            <DataTable.Col
              source="orderNumber"
              label={o.orderNumber['x-label'][lang]}
              render={(r) => <Code value={r.orderNumber} />}
            />
            <DataTable.Col
              source="orderDate"
              label={o.orderDate['x-label'][lang]}
              render={(r) => when(r.orderDate)}
            />
            <DataTable.Col source="customerName" label={o.customerName['x-label'][lang]} disableSort />
            <DataTable.Col
              source="paymentType"
              label={o.paymentType['x-label'][lang]}
              render={(r) => <PaymentType value={r.paymentType} />}
            />
            <DataTable.Col
              source="totalPrice"
              label={o.totalPrice['x-label'][lang]}
              render={(r) => <Money value={r.totalPrice} />}
            />
            <DataTable.Col
              source="status"
              label={o.status['x-label'][lang]}
              render={(r) => <OrderStatusChip status={r.status} />}
            />
            <DataTable.Col
              source="confirmBy"
              label={t('ordersPage.timeLeft')}
              render={(r) => <TimeLeft order={r as unknown as OrderView} />}
            />
          </DataTable>
        )}
      </OrdersOrEmpty>
    </List>
  );
};
