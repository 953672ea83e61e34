import type { ProductSchema } from '../../schemas';
import { preloadable } from '../preloadable';
import { preloadInputs } from './registry';

// The create and edit views are code of their own (react-admin's Create and Edit, the form, its
// inputs and validators): a vendor opening a list loads none of it. The inputs come alongside the
// form, so that it renders whole.
const load = (schema: ProductSchema) =>
  Promise.all([import('./ProductViews'), preloadInputs()]).then(([m]) => m.productViews(schema));

/** The create and edit views of a product schema, fetched when one is first shown. */
export const productViews = (schema: ProductSchema) => ({
  create: preloadable(() => load(schema).then((views) => ({ default: views.create }))),
  edit: preloadable(() => load(schema).then((views) => ({ default: views.edit }))),
});
