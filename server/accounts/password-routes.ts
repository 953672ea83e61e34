import { newPasswordSchema, passwordChangeSchema, resetRequestSchema } from '../../schemas/accounts';
import { noContent, refusals, type ApiPlugin } from '../http/contract';
import { resendAfter } from './contract';
import { normalizeContact, passwordChecks, refuseInvalid } from './input';
import { changePassword, requestReset, resetPassword } from './password-flows';
import type { AccountServices } from './services';

const changed = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string', example: 'Password changed successfully!' } },
} as const;

/**
 * A forgotten password (a code by SMS, then a new password) and the profile's password change.
 * Both end every other session; the reset signs no one in (security.md rows 5 and 12).
 */
export const passwordRoutes: ApiPlugin<{ services: AccountServices }> = async (app, { services }) => {
  // Always 202, and a code only for a phone with an account (security.md row 7).
  app.post(
    '/auth/reset-password',
    {
      schema: { body: resetRequestSchema, response: { 202: resendAfter, ...refusals(429) } },
      preValidation: normalizeContact,
      config: { public: true },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await requestReset(services, request.body.phone, { ip: request.ip, t: request.t })),
  );

  app.post(
    '/auth/create-new-password',
    {
      schema: { body: newPasswordSchema, response: { 204: noContent, ...refusals(503) } },
      attachValidation: true,
      preValidation: normalizeContact,
      config: { public: true },
    },
    async (request, reply) => {
      refuseInvalid(request, passwordChecks(request.body, 'password'));
      await resetPassword(services, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/profile/password',
    {
      schema: { body: passwordChangeSchema, response: { 200: changed, ...refusals(429, 503) } },
      attachValidation: true,
    },
    async (request) => {
      refuseInvalid(request, passwordChecks(request.body, 'newPassword'));
      await changePassword(services, request.vendor, request.sessionId, request.body, request.ip);
      return { message: request.t('password.changed') };
    },
  );
};
