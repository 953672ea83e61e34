import type { FromSchema } from 'json-schema-to-ts';
import type { newPasswordSchema, passwordChangeSchema } from '../../schemas/accounts';
import type { VendorRow } from '../db/tables';
import { problem } from '../errors';
import type { Asker } from './registration';
import { CODE_MESSAGES, sendCode } from './send-code';
import type { AccountServices } from './services';
import { accountBucket } from './throttle';
import { signInLater } from './too-many';

/**
 * A forgotten password: a code by SMS, then a new password. Every phone gets the same answer and
 * the same limits; only a phone with an account is texted a code (security.md row 7).
 */
export const requestReset = async (services: AccountServices, phone: string, { ip, t }: Asker) => {
  const vendor = await services.vendors.findBy('phone', phone);
  const resendAfter = await sendCode(services, ip, {
    purpose: 'reset',
    phone,
    withCode: Boolean(vendor),
    text: vendor ? (code) => t('account.smsReset', { code }) : null,
  });
  return { resendAfter };
};

/**
 * The reset code sets a new password (the policy already checked): every session ends, nobody is
 * signed in, and the account's sign-in failures are forgotten everywhere (rows 5 and 12).
 */
export const resetPassword = async (
  services: AccountServices,
  form: FromSchema<typeof newPasswordSchema>,
) => {
  const { otp, vendors, passwords, sessions, throttle } = services;
  const result = await otp.attempt({ purpose: 'reset', phone: form.phone }, form.code);
  const vendor = result.ok ? await vendors.findBy('phone', form.phone) : null;
  if (!result.ok || !vendor) {
    const reason = result.ok ? 'expired' : result.reason;
    throw problem(400, 'password.resetFailed', { code: CODE_MESSAGES[reason] });
  }
  await vendors.setPassword(vendor.id, await passwords.hash(form.password));
  await sessions.revokeAll(vendor.id);
  await throttle.clearPrefix(accountBucket(vendor.id, ''));
};

/**
 * The profile's password change: the current password is checked like a sign-in (a wrong one
 * counts against the account from this address), then every other session ends.
 */
export const changePassword = async (
  services: AccountServices,
  vendor: VendorRow,
  sessionId: number,
  form: FromSchema<typeof passwordChangeSchema>,
  ip: string,
) => {
  const { passwords, throttle, limits, vendors, sessions } = services;
  const bucket = accountBucket(vendor.id, ip);
  const right = await passwords.withPlace(async (ticket) => {
    const taken = await throttle.take([bucket, limits.loginPerAccountAddress]);
    if (!taken.ok) throw signInLater(taken.retryAfter);
    const verified = await passwords
      .verify(form.currentPassword, vendor.password_hash, ticket)
      .catch(async (e: unknown) => {
        await taken.release();
        throw e;
      });
    if (verified) await taken.release();
    return verified;
  });
  if (!right) throw problem(400, 'password.wrongCurrent', { currentPassword: 'password.wrongCurrent' });
  await vendors.setPassword(vendor.id, await passwords.hash(form.newPassword));
  await sessions.revokeAll(vendor.id, sessionId);
};
