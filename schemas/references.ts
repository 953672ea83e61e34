/**
 * The reference lists product forms choose from (`x-reference` in the product schemas): the API
 * serves each at `/api/v1/<kind>`, and the dashboard registers each as a resource.
 */
export const REFERENCE_KINDS = [
  'tire-brands',
  'battery-brands',
  'car-brands',
  'car-models',
  'part-categories',
] as const;

export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
