import { SimpleList, type SimpleListProps } from 'react-admin';
import { Code, Money, StatusChip, TranslatedText } from './fields';

/** A product list on a phone: one card per product, its name, SKU, price and status. */
export const ProductCards = ({ rowClick }: Pick<SimpleListProps, 'rowClick'>) => (
  <SimpleList
    rowClick={rowClick}
    primaryText={(r) => <TranslatedText value={r.name} />}
    secondaryText={(r) => (
      <>
        <Code value={r.sku} /> · <Money value={r.price} />
      </>
    )}
    rightIcon={(r) => <StatusChip status={r.status} />}
  />
);
