import { productList } from '../../schema-ui/ProductList';
import { productRepresentation } from '../../schema-ui/representation';

/** `/dashboard/all-products`: every product of the vendor, whatever its type. */
export const allProducts = {
  name: 'products',
  list: productList(null),
  recordRepresentation: productRepresentation,
};
