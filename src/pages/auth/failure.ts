import type { Translate } from '../../i18n/translate';
import { HttpError } from '../../providers/httpClient';

/** What a failed call means for a form: one message for the whole form and texts under its inputs. */
export type Failure = { message: string; fields: Record<string, string>; status: number };

/** The server speaks the request's language (D3); only a call that never reached it needs our words. */
export const readFailure = (error: unknown, t: Translate): Failure => {
  if (error instanceof HttpError && error.status > 0)
    return {
      message: error.body?.message || t('errors.server'),
      fields: error.body?.errors ?? {},
      status: error.status,
    };
  return { message: t('errors.network'), fields: {}, status: 0 };
};
