export type SmsPurpose = 'register' | 'reset' | 'handover';

/** What the sender knows about a message besides its text; only the development channel keeps the code. */
export type SmsMeta = { purpose: SmsPurpose; code: string | null };

/**
 * Where one-time codes leave the server. The routes only ever see this interface, so a provider
 * (or a queue in front of one) replaces the development channel without touching them.
 */
export interface SmsChannel {
  /** True for the channel that only logs and keeps messages: never allowed in production. */
  readonly development: boolean;
  /**
   * Resolves once the message is handed over (stored, queued), not when it is delivered: a slow
   * provider must not make a request for a registered phone slower than one for an unknown phone.
   */
  send(phone: string, text: string, meta: SmsMeta): Promise<void>;
}

export type SmsConfig = { provider: 'dev' } | { provider: 'http'; url: string; token?: string };
