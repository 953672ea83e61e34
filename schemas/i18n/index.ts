import { apiAr } from './ar';
import { apiEn } from './en';
import { createTranslator } from './translate';

export { createTranslator, type Translate } from './translate';
export { fieldErrorMap, fieldErrorText } from './field-errors';

/** The API's texts in the request's language (the server's only catalogue). */
export const apiTranslator = createTranslator({ en: apiEn, ar: apiAr });
