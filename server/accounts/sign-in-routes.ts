import { signInSchema } from '../../schemas/accounts';
import { noContent, refusals, type ApiPlugin } from '../http/contract';
import { session, vendorView as vendorViewSchema } from './contract';
import type { AccountServices } from './services';
import { signIn } from './sign-in';
import { vendorView } from './vendor-profile';

/** Sign-in, sign-out and who is signed in. */
export const signInRoutes: ApiPlugin<{ services: AccountServices }> = async (app, { services }) => {
  app.post(
    '/auth/login',
    {
      schema: { body: signInSchema, response: { 200: session, ...refusals(401, 409, 429, 503) } },
      config: { public: true },
    },
    async (request) => {
      const { token, vendor } = await signIn(services, { ...request.body, ip: request.ip });
      return { token, vendor: vendorView(vendor) };
    },
  );

  app.post('/auth/logout', { schema: { response: { 204: noContent } } }, async (request, reply) => {
    await services.sessions.revoke(request.sessionId);
    return reply.status(204).send(null);
  });

  app.get('/auth/me', { schema: { response: { 200: vendorViewSchema } } }, async (request) =>
    vendorView(request.vendor),
  );
};
