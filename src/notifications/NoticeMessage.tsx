import type { Lang } from '../../schemas';
import type { Notice } from './notification-api';
import { noticeText } from './text';

/** A notification's message in a toast: its texts come with the first toast, not with every page. */
const NoticeMessage = ({ notice, lang }: { notice: Notice; lang: Lang }) => <>{noticeText(notice, lang)}</>;

export default NoticeMessage;
