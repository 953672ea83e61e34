import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registrationSchema } from '../../schemas/vendor';
import type { AccountServices } from '../auth/account-services';
import { hashRegistrationKey, type Registration } from '../auth/registrations';
import { registrationBucket } from '../auth/throttle';
import { vendorView } from '../auth/vendor-profile';
import { notFound } from '../errors';
import { fieldProblem, normalizeContact, passwordChecks, refuseInvalid } from './account-input';
import { CODE_MESSAGES, sendCode } from './send-code';
import { registerLater, sendLater } from './too-many';

type RegisterBody = {
  vendorType: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  companyName: string;
};

const codeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 12, 'x-label': { en: 'Code', ar: 'الرمز' } },
  },
} as const;

const isUniqueViolation = (e: unknown, column: string) =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  String((e as { constraint?: string }).constraint ?? '').includes(column);

/**
 * Registration with phone confirmation: the form creates a pending registration and texts a code;
 * the code turns it into a vendor and signs it in. A phone or email that already has an account
 * gets the same answers as a new one (security.md row 7): a registered phone is texted that it
 * has an account, with no code, and its registration can never be confirmed.
 */
export const registrationRoutes = async (app: FastifyInstance, opts: { services: AccountServices }) => {
  const { services } = opts;
  const { db, registrations, otp, sessions, throttle, passwords, limits } = services;

  const phoneHasAccount = async (phone: string) =>
    Boolean(await db.selectFrom('vendors').select('id').where('phone', '=', phone).executeTakeFirst());

  const registrationOf = async (request: FastifyRequest<{ Params: { key: string } }>) => {
    const registration = await registrations.find(request.params.key);
    if (!registration) throw notFound();
    return registration;
  };

  const textFor = (request: FastifyRequest, registered: boolean) => (code: string | null) =>
    registered ? request.t('account.smsAlreadyRegistered') : request.t('account.smsRegister', { code });

  const sendRegistrationCode = async (
    request: FastifyRequest,
    registration: Pick<Registration, 'phone' | 'key_hash'>,
  ) => {
    const registered = await phoneHasAccount(registration.phone);
    return sendCode(services, request.ip, {
      purpose: 'register',
      phone: registration.phone,
      registrationKey: registration.key_hash,
      withCode: !registered,
      text: textFor(request, registered),
    });
  };

  app.post<{ Body: RegisterBody }>(
    '/auth/register',
    {
      schema: { body: registrationSchema },
      attachValidation: true,
      preValidation: normalizeContact,
      config: { public: true },
    },
    async (request, reply) => {
      const body = request.body;
      refuseInvalid(request, passwordChecks(body, 'password'));
      // A place for the hash first; everything before the hash is refused the same for every phone.
      const passwordHash = await passwords.withPlace(async (ticket) => {
        const byAddress = await throttle.take([
          registrationBucket(request.ip),
          limits.registrationsPerAddress,
        ]);
        if (!byAddress.ok) throw registerLater(byAddress.retryAfter);
        const wait = await otp.sendWait(body.phone);
        if (wait) throw sendLater(wait);
        // Hashed whether or not the phone has an account, so both take the same time.
        return passwords.hash(body.password, ticket);
      });
      const { key, keyHash } = await registrations.create({
        vendor_type: body.vendorType,
        name: body.name,
        email: body.email,
        phone: body.phone,
        company_name: body.companyName,
        password_hash: passwordHash,
      });
      const resendAfter = await sendRegistrationCode(request, { phone: body.phone, key_hash: keyHash });
      return reply.status(201).send({ key, resendAfter });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/auth/register/:key',
    { config: { public: true } },
    async (request) => {
      const r = await registrationOf(request);
      const wait = await otp.sendWait(r.phone);
      return {
        vendorType: r.vendor_type,
        name: r.name,
        email: r.email,
        phone: r.phone,
        companyName: r.company_name,
        resendAfter: wait?.seconds ?? 0,
      };
    },
  );

  app.post<{ Params: { key: string } }>(
    '/auth/register/:key/resend',
    { config: { public: true } },
    async (request, reply) => {
      const registration = await registrationOf(request);
      const resendAfter = await sendRegistrationCode(request, registration);
      return reply.status(202).send({ resendAfter });
    },
  );

  app.post<{ Params: { key: string }; Body: { code: string } }>(
    '/auth/register/:key/verify',
    { schema: { body: codeBody }, config: { public: true } },
    async (request, reply) => {
      const registration = await registrationOf(request);
      const keyHash = hashRegistrationKey(request.params.key);
      const result = await otp.attempt(
        { purpose: 'register', phone: registration.phone, registrationKey: keyHash },
        request.body.code,
      );
      if (!result.ok) {
        const key = CODE_MESSAGES[result.reason];
        throw fieldProblem(400, key, { code: request.t(key) });
      }

      const vendor = await db
        .transaction()
        .execute(async (trx) => {
          const taken = await trx
            .selectFrom('vendors')
            .select(['email', 'phone'])
            .where((eb) =>
              eb.or([eb('email', '=', registration.email), eb('phone', '=', registration.phone)]),
            )
            .execute();
          if (taken.some((v) => v.phone === registration.phone)) return 'phone' as const;
          if (taken.length) return 'email' as const;
          const row = await trx
            .insertInto('vendors')
            .values({
              vendor_type: registration.vendor_type,
              name: registration.name,
              email: registration.email,
              phone: registration.phone,
              password_hash: registration.password_hash,
              company_name: registration.company_name,
              profile: JSON.stringify({}),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx.deleteFrom('registrations').where('key_hash', '=', keyHash).execute();
          return row;
        })
        .catch((e: unknown) => {
          // Another process created the same account between the check and the insert.
          if (isUniqueViolation(e, 'phone')) return 'phone' as const;
          if (isUniqueViolation(e, 'email')) return 'email' as const;
          throw e;
        });
      if (vendor === 'email')
        throw fieldProblem(409, 'account.emailTaken', { email: request.t('account.emailTaken') });
      if (vendor === 'phone')
        throw fieldProblem(409, 'account.phoneTaken', { phone: request.t('account.phoneTaken') });

      const token = await sessions.create(vendor.id);
      return reply.status(201).send({ token, vendor: vendorView(vendor) });
    },
  );
};
