import { vendorSchema, type Lang } from '../../../schemas';

type VendorField = keyof typeof vendorSchema.properties;

/** A vendor field's label from the schema, so the form, the API's messages and the profile agree. */
export const vendorLabel = (field: VendorField, lang: Lang): string =>
  vendorSchema.properties[field]['x-label'][lang];

/** Inputs of numbers and codes read left to right in both languages, as the digits do. */
export const ltrInput = { htmlInput: { dir: 'ltr' } } as const;
