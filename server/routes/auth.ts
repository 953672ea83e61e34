import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { VENDOR_TYPES } from '../../schemas';
import { dummyHash, MAX_PASSWORD_LENGTH, verifyPassword } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import { normalizeIdentifier } from '../auth/identifiers';
import type { Database, VendorRow } from '../db/tables';
import { ApiError } from '../errors';

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

/** What a vendor may see of its own account: never the hash. */
export const publicVendor = (v: VendorRow) => ({
  ...(v.profile as Record<string, unknown>),
  id: v.id,
  name: v.name,
  email: v.email,
  phone: v.phone,
  companyName: v.company_name,
  vendorType: v.vendor_type,
});

export const authRoutes = async (
  app: FastifyInstance,
  opts: { db: Kysely<Database>; sessions: SessionStore },
) => {
  const { db, sessions } = opts;

  app.post<{ Body: { identifier: string; password: string; vendorType: string } }>(
    '/auth/login',
    { schema: { body: loginBody }, config: { public: true } },
    async (request) => {
      const { identifier, password, vendorType } = request.body;
      const key = normalizeIdentifier(identifier);
      const vendor = key
        ? await db.selectFrom('vendors').selectAll().where(key.kind, '=', key.value).executeTakeFirst()
        : undefined;
      // Unknown accounts still cost one hash, so timing does not tell which accounts exist.
      const ok = await verifyPassword(password, vendor?.password_hash ?? (await dummyHash()));
      if (!vendor || !ok) throw new ApiError(401, 'errors.invalidCredentials');
      if (vendor.vendor_type !== vendorType) {
        const type = request.t(`vendorTypes.${vendor.vendor_type}`);
        throw new ApiError(409, 'errors.wrongVendorType', { type }, [], { vendorType: vendor.vendor_type });
      }
      const token = await sessions.create(vendor.id);
      return { token, vendor: publicVendor(vendor) };
    },
  );

  app.post('/auth/logout', async (request, reply) => {
    await sessions.revoke(request.sessionId);
    return reply.status(204).send();
  });

  app.get('/auth/me', async (request) => publicVendor(request.vendor));
};
