import type { Lang } from '../../schemas';
import { notificationText } from '../../schemas/notifications';
import type { Notice } from './notification-api';

const numberFormat = { en: new Intl.NumberFormat('en-EG'), ar: new Intl.NumberFormat('ar-EG-u-nu-latn') };

/** A notification's message in the reader's language, numbers as the dashboard writes them. */
export const noticeText = (notice: Notice, lang: Lang) =>
  notificationText(notice, lang, (n) => numberFormat[lang].format(n));
