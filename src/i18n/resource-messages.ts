import { orderSchema, productSchemas, type Label, type Lang } from '../../schemas';
import { appMessages } from './translate';

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
  const { id, status, createdAt, updatedAt, rejectionReason } = appMessages[lang].product;
  return { id, status, createdAt, updatedAt, rejectionReason };
};

/** `resources.<name>.name` and `.fields.<source>` for every schema, in one language. */
export const resourceMessages = (lang: Lang) => {
  const resources: Record<string, { name: string; fields: Record<string, string> }> = {};
  for (const schema of productSchemas) {
    resources[schema['x-resource']] = {
      name: schema['x-label'][lang],
      fields: { ...common(lang), ...fieldLabels(schema as Node, lang) },
    };
  }
  resources.products = {
    name: appMessages[lang].product.resourceName,
    fields: { ...common(lang), ...fieldLabels(productSchemas[0] as Node, lang) },
  };
  resources.orders = { name: orderSchema['x-label'][lang], fields: fieldLabels(orderSchema as Node, lang) };
  return resources;
};
