import type { FastifyInstance } from 'fastify';
import { VENDOR_TYPES } from '../../schemas';
import type { AccountServices } from '../auth/account-services';
import { normalizeIdentifier } from '../../schemas/identifiers';
import { dummyHash, MAX_PASSWORD_LENGTH, verifyPassword } from '../auth/passwords';
import {
  ACCOUNT_LOGIN_LIMIT,
  ADDRESS_LOGIN_LIMIT,
  accountBucket,
  addressBucket,
  unknownAccountBucket,
} from '../auth/throttle';
import { vendorView } from '../auth/vendor-profile';
import { ApiError } from '../errors';
import { signInLater } from './too-many';

const loginBody = {
  type: 'object',
  additionalProperties: false,
  required: ['identifier', 'password', 'vendorType'],
  properties: {
    identifier: {
      type: 'string',
      minLength: 1,
      maxLength: 254,
      'x-label': { en: 'Phone or email', ar: 'رقم الهاتف أو البريد الإلكتروني' },
    },
    // Longer than the policy allows is refused here, before any hashing (security.md row 2).
    password: {
      type: 'string',
      minLength: 1,
      maxLength: MAX_PASSWORD_LENGTH,
      'x-label': { en: 'Password', ar: 'كلمة المرور' },
    },
    vendorType: { type: 'string', enum: VENDOR_TYPES, 'x-label': { en: 'Vendor type', ar: 'نوع التاجر' } },
  },
} as const;

export const authRoutes = async (app: FastifyInstance, opts: { services: AccountServices }) => {
  const { db, sessions, throttle } = opts.services;

  app.post<{ Body: { identifier: string; password: string; vendorType: string } }>(
    '/auth/login',
    { schema: { body: loginBody }, config: { public: true } },
    async (request, reply) => {
      const { identifier, password, vendorType } = request.body;
      const key = normalizeIdentifier(identifier);
      const vendor = key
        ? await db.selectFrom('vendors').selectAll().where(key.kind, '=', key.value).executeTakeFirst()
        : undefined;

      // Counted before the hash (security.md row 6): the address first, then the account, both
      // refused before any hashing. An unknown account is counted under what was typed.
      const byAddress = await throttle.take(addressBucket(request.ip), ADDRESS_LOGIN_LIMIT);
      if (!byAddress.ok) throw signInLater(reply, byAddress.retryAfter);
      const account = vendor
        ? accountBucket(vendor.id)
        : unknownAccountBucket(key?.value ?? identifier.trim().toLowerCase());
      const byAccount = await throttle.take(account, ACCOUNT_LOGIN_LIMIT);
      if (!byAccount.ok) {
        await byAddress.release();
        throw signInLater(reply, byAccount.retryAfter);
      }

      // Unknown accounts still cost one hash, so timing does not tell which accounts exist.
      const ok = await verifyPassword(password, vendor?.password_hash ?? (await dummyHash()));
      if (!vendor || !ok) throw new ApiError(401, 'errors.invalidCredentials');
      await byAddress.release();
      await throttle.clear(account);
      if (vendor.vendor_type !== vendorType) {
        const type = request.t(`vendorTypes.${vendor.vendor_type}`);
        throw new ApiError(409, 'errors.wrongVendorType', { type }, [], { vendorType: vendor.vendor_type });
      }
      const token = await sessions.create(vendor.id);
      return { token, vendor: vendorView(vendor) };
    },
  );

  app.post('/auth/logout', async (request, reply) => {
    await sessions.revoke(request.sessionId);
    return reply.status(204).send();
  });

  app.get('/auth/me', async (request) => vendorView(request.vendor));
};
