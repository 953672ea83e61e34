import { textIn } from '../../schemas/translations';
import { currentLang } from '../i18n/language-storage';

/** How react-admin names a product ("Delete …", "Edit …"): by its name, in the reader's language. */
export const productRepresentation = (record: { name?: unknown }) => textIn(record.name, currentLang());
