import { createTranslator } from '../../schemas/i18n/translate';
import { ar } from './ar';
import { en } from './en';

export type { Translate } from '../../schemas/i18n/translate';

export const appMessages = { ar, en } as const;

/** The dashboard's whole catalogue, for the public and auth pages (react-admin uses polyglot). */
export const translatorFor = createTranslator(appMessages);
