import type { Lang } from '../../schemas';
import { notificationText } from '../../schemas/notifications';
import { numberFormat } from '../schema-ui/fields';
import type { Notice } from './notification-api';

/** A notification's message in the reader's language, numbers as the dashboard writes them. */
export const noticeText = (notice: Notice, lang: Lang) =>
  notificationText(notice, lang, (n) => numberFormat(lang).format(n));
