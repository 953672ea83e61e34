import type { FastifyInstance } from 'fastify';
import { passwordInput } from '../../schemas/password';
import { vendorSchema } from '../../schemas/vendor';
import type { AccountServices } from '../auth/account-services';
import { accountBucket } from '../auth/throttle';
import { fieldProblem, normalizeContact, passwordChecks, refuseInvalid } from './account-input';
import { CODE_MESSAGES, sendCode } from './send-code';
import { signInLater } from './too-many';

const phoneBody = {
  type: 'object',
  additionalProperties: false,
  required: ['phone'],
  properties: { phone: vendorSchema.properties.phone },
} as const;

const newPasswordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'code', 'password', 'confirmPassword'],
  properties: {
    phone: vendorSchema.properties.phone,
    code: { type: 'string', minLength: 1, maxLength: 12, 'x-label': { en: 'Code', ar: 'الرمز' } },
    password: passwordInput({ en: 'New password', ar: 'كلمة المرور الجديدة' }),
    confirmPassword: passwordInput({ en: 'Confirm password', ar: 'تأكيد كلمة المرور' }),
  },
} as const;

const changeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['currentPassword', 'newPassword', 'confirmPassword'],
  properties: {
    currentPassword: passwordInput({ en: 'Current password', ar: 'كلمة المرور الحالية' }),
    newPassword: passwordInput({ en: 'New password', ar: 'كلمة المرور الجديدة' }),
    confirmPassword: passwordInput({ en: 'Confirm password', ar: 'تأكيد كلمة المرور' }),
  },
} as const;

/**
 * Forgotten password (a code by SMS, then a new password) and password change. Both end every
 * other session of the vendor; the reset signs no one in (security.md rows 5 and 12).
 */
export const passwordRoutes = async (app: FastifyInstance, opts: { services: AccountServices }) => {
  const { services } = opts;
  const { db, otp, sessions, throttle, passwords, limits } = services;

  const vendorByPhone = (phone: string) =>
    db.selectFrom('vendors').select('id').where('phone', '=', phone).executeTakeFirst();

  // Always 202, and a code only for a phone with an account (security.md row 7).
  app.post<{ Body: { phone: string } }>(
    '/auth/reset-password',
    { schema: { body: phoneBody }, preValidation: normalizeContact, config: { public: true } },
    async (request, reply) => {
      const { phone } = request.body;
      const vendor = await vendorByPhone(phone);
      const resendAfter = await sendCode(services, request.ip, {
        purpose: 'reset',
        phone,
        withCode: Boolean(vendor),
        text: vendor ? (code) => request.t('account.smsReset', { code }) : null,
      });
      return reply.status(202).send({ resendAfter });
    },
  );

  app.post<{ Body: { phone: string; code: string; password: string; confirmPassword: string } }>(
    '/auth/create-new-password',
    {
      schema: { body: newPasswordBody },
      attachValidation: true,
      preValidation: normalizeContact,
      config: { public: true },
    },
    async (request, reply) => {
      const body = request.body;
      refuseInvalid(request, passwordChecks(body, 'password'));
      const result = await otp.attempt({ purpose: 'reset', phone: body.phone }, body.code);
      const vendor = result.ok ? await vendorByPhone(body.phone) : undefined;
      if (!result.ok || !vendor) {
        const reason = result.ok ? 'expired' : result.reason;
        throw fieldProblem(400, 'password.resetFailed', { code: request.t(CODE_MESSAGES[reason]) });
      }
      const passwordHash = await passwords.hash(body.password);
      await db
        .updateTable('vendors')
        .set({ password_hash: passwordHash })
        .where('id', '=', vendor.id)
        .execute();
      await sessions.revokeAll(vendor.id);
      // Whoever proved the phone may sign in again at once, from anywhere, whatever failures came before.
      await throttle.clearPrefix(accountBucket(vendor.id, ''));
      return reply.status(204).send();
    },
  );

  app.post<{ Body: { currentPassword: string; newPassword: string; confirmPassword: string } }>(
    '/profile/password',
    { schema: { body: changeBody }, attachValidation: true },
    async (request) => {
      const body = request.body;
      refuseInvalid(request, passwordChecks(body, 'newPassword'));
      // Guessing the current password from a stolen session counts against the sign-in limit.
      const bucket = accountBucket(request.vendor.id, request.ip);
      const right = await passwords.withPlace(async (ticket) => {
        const taken = await throttle.take([bucket, limits.loginPerAccountAddress]);
        if (!taken.ok) throw signInLater(taken.retryAfter);
        const verified = await passwords
          .verify(body.currentPassword, request.vendor.password_hash, ticket)
          .catch(async (e: unknown) => {
            await taken.release();
            throw e;
          });
        if (verified) await taken.release();
        return verified;
      });
      if (!right) {
        throw fieldProblem(400, 'password.wrongCurrent', {
          currentPassword: request.t('password.wrongCurrent'),
        });
      }
      const passwordHash = await passwords.hash(body.newPassword);
      await db
        .updateTable('vendors')
        .set({ password_hash: passwordHash })
        .where('id', '=', request.vendor.id)
        .execute();
      await sessions.revokeAll(request.vendor.id, request.sessionId);
      return { message: request.t('password.changed') };
    },
  );
};
