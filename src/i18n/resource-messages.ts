import { orderSchema, productSchemas, type Label, type Lang } from '../../schemas';
import { menuLabel, singular } from '../schema-ui/labels';
import { appMessages, translatorFor } from './translate';

type Node = {
  'x-label'?: Label;
  properties?: Record<string, Node>;
  items?: Node;
  'x-enum-labels'?: Record<string, Label>;
};

/** Field labels by dotted source (`size.width`), as react-admin looks them up. */
const fieldLabels = (node: Node, lang: Lang, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const source = prefix + key;
    if (child['x-label']) out[source] = child['x-label'][lang];
    Object.assign(out, fieldLabels(child, lang, `${source}.`));
    if (child.items?.properties) Object.assign(out, fieldLabels(child.items, lang, `${source}.`));
  }
  return out;
};

const common = (lang: Lang) => {
  const { id, status, createdAt, updatedAt, rejectionReason } = appMessages(lang).product;
  return { id, status, createdAt, updatedAt, rejectionReason };
};

type ResourceMessages = {
  name: string;
  fields: Record<string, string>;
  /** The pages' titles (top bar and browser tab): react-admin's own are "Tires", "Create Tire"… */
  page?: { list: string; create?: string; edit?: string };
  message?: { delete_title: string; delete_content: string };
};

/**
 * `resources.<name>.name`, `.fields.<source>`, `.page.*` and `.message.*` for every schema, in one
 * language. A product's name already says what it is, so titles that name one product leave the
 * type out: "Edit Michelin Primacy 4 tire", not "Tire Michelin Primacy 4 tire".
 */
export const resourceMessages = (lang: Lang) => {
  const t = translatorFor(lang);
  const { productActions, menu } = appMessages(lang);
  const resources: Record<string, ResourceMessages> = {};
  for (const schema of productSchemas) {
    resources[schema['x-resource']] = {
      name: schema['x-label'][lang],
      fields: { ...common(lang), ...fieldLabels(schema as Node, lang) },
      page: {
        list: menuLabel(schema, lang),
        create: t('productActions.add', { item: singular(schema['x-label'], lang) }),
        edit: productActions.edit,
      },
      message: { delete_title: productActions.deleteTitle, delete_content: productActions.deleteContent },
    };
  }
  resources.products = {
    name: appMessages(lang).product.resourceName,
    fields: { ...common(lang), ...fieldLabels(productSchemas[0] as Node, lang) },
    page: { list: menu.allProducts },
  };
  resources.orders = {
    name: orderSchema['x-label'][lang],
    fields: fieldLabels(orderSchema as Node, lang),
    page: { list: menu.myOrders },
  };
  return resources;
};
