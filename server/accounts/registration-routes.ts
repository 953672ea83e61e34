import { otpCodeSchema } from '../../schemas/accounts';
import { registrationSchema, vendorSchema } from '../../schemas/vendor';
import { orNotFound } from '../errors';
import { refusals, type ApiPlugin } from '../http/contract';
import { registrationKey, registrationStarted, resendAfter, session } from './contract';
import { normalizeContact, passwordChecks, refuseInvalid } from './input';
import {
  confirmRegistration,
  resendRegistrationCode,
  resumeRegistration,
  startRegistration,
} from './registration';
import type { AccountServices } from './services';
import { vendorView } from './vendor-profile';

const v = vendorSchema.properties;

/** What a reload needs to show the code step again. */
const pending = {
  type: 'object',
  additionalProperties: false,
  required: ['vendorType', 'name', 'email', 'phone', 'companyName', 'resendAfter'],
  properties: {
    vendorType: v.vendorType,
    name: v.name,
    email: v.email,
    phone: v.phone,
    companyName: v.companyName,
    resendAfter: resendAfter.properties.resendAfter,
  },
} as const;

/** Registration with phone confirmation (registration.ts holds the rules). */
export const registrationRoutes: ApiPlugin<{ services: AccountServices }> = async (app, { services }) => {
  const asker = (request: { ip: string; t: (key: string, params?: Record<string, unknown>) => string }) => ({
    ip: request.ip,
    t: request.t,
  });

  app.post(
    '/auth/register',
    {
      schema: {
        body: registrationSchema,
        response: {
          201: registrationStarted,
          ...refusals(429, 503),
        },
      },
      attachValidation: true,
      preValidation: normalizeContact,
      config: { public: true },
    },
    async (request, reply) => {
      refuseInvalid(request, passwordChecks(request.body, 'password'));
      return reply.status(201).send(await startRegistration(services, request.body, asker(request)));
    },
  );

  app.get(
    '/auth/register/:key',
    { schema: { params: registrationKey, response: { 200: pending } }, config: { public: true } },
    async (request) => orNotFound(await resumeRegistration(services, request.params.key)),
  );

  app.post(
    '/auth/register/:key/resend',
    {
      schema: { params: registrationKey, response: { 202: resendAfter, ...refusals(429) } },
      config: { public: true },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(orNotFound(await resendRegistrationCode(services, request.params.key, asker(request)))),
  );

  app.post(
    '/auth/register/:key/verify',
    {
      schema: { params: registrationKey, body: otpCodeSchema, response: { 201: session, ...refusals(409) } },
      config: { public: true },
    },
    async (request, reply) => {
      const { token, vendor } = orNotFound(
        await confirmRegistration(services, request.params.key, request.body.code),
      );
      return reply.status(201).send({ token, vendor: vendorView(vendor) });
    },
  );
};
