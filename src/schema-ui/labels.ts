import type { Label, Lang, ProductSchema } from '../../schemas';
import { productSchemas } from '../../schemas';
import type { SchemaNode } from './types';

/** The forms of a plural label (`'Tire |||| Tires'`): English one, other; Arabic zero, one, two, few, many, other. */
const forms = (label: Label, lang: Lang) => label[lang].split('||||').map((f) => f.trim());

/** One of a thing: `Tire`, «إطار». */
export const singular = (label: Label, lang: Lang) => forms(label, lang)[lang === 'en' ? 0 : 1];

/** What a menu entry or a heading calls a product type: its `x-menu-label`, else its plural. */
export const menuLabel = (schema: ProductSchema, lang: Lang) =>
  (schema as { 'x-menu-label'?: Label })['x-menu-label']?.[lang] ??
  forms(schema['x-label'], lang)[lang === 'en' ? 1 : 0];

/** The `type` column of the all-products list, as an enum over the product schemas. */
export const productTypeNode: SchemaNode = {
  type: 'string',
  enum: productSchemas.map((s) => s['x-product-type']),
  'x-label': { en: 'Type', ar: 'النوع' },
  'x-enum-labels': Object.fromEntries(
    productSchemas.map((s) => [
      s['x-product-type'],
      { en: singular(s['x-label'], 'en'), ar: singular(s['x-label'], 'ar') },
    ]),
  ),
};
