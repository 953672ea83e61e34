import type { FastifyInstance } from 'fastify';
import { VENDOR_TYPES } from '../../schemas';
import type { AccountServices } from '../auth/account-services';
import { normalizeIdentifier } from '../../schemas/identifiers';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords';
import { accountBucket, addressBucket, unknownAccountBucket } from '../auth/throttle';
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
  const { db, sessions, throttle, passwords, limits } = opts.services;

  app.post<{ Body: { identifier: string; password: string; vendorType: string } }>(
    '/auth/login',
    { schema: { body: loginBody }, config: { public: true } },
    async (request) => {
      const { identifier, password, vendorType } = request.body;
      // A place for the hash first: when the pool is full, nothing else is done (security.md row 35).
      const vendor = await passwords.withPlace(async (ticket) => {
        const key = normalizeIdentifier(identifier);
        const found = key
          ? await db.selectFrom('vendors').selectAll().where(key.kind, '=', key.value).executeTakeFirst()
          : undefined;

        // Counted before the hash (security.md rows 6 and 37): the address, and the account from
        // this address, both refused before any hashing. An unknown account is counted under what
        // was typed. Someone else's failures elsewhere never lock the owner out.
        const account = found
          ? accountBucket(found.id, request.ip)
          : unknownAccountBucket(key?.value ?? identifier.trim().toLowerCase(), request.ip);
        const taken = await throttle.take(
          [addressBucket(request.ip), limits.loginPerAddress],
          [account, limits.loginPerAccountAddress],
        );
        if (!taken.ok) throw signInLater(taken.retryAfter);

        // Unknown accounts still cost one hash, so timing does not tell which accounts exist.
        const ok = await passwords
          .verify(password, found?.password_hash, ticket)
          .catch(async (error: unknown) => {
            // Refused by the hash pool (stopping): not a failure of this account or address.
            await taken.release();
            throw error;
          });
        if (!found || !ok) throw new ApiError(401, 'errors.invalidCredentials');
        await taken.release(addressBucket(request.ip));
        await throttle.clear(account);
        return found;
      });
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
