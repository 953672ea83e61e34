import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionStore } from '../accounts/sessions';
import type { VendorRow } from '../db/tables';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    vendor: VendorRow;
    sessionId: number;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, public pages' data). Everything else needs one. */
    public?: boolean;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([^\s]+)$/.exec(header);
  return match ? match[1] : null;
};

/** Every API route needs a live session unless it says `config: { public: true }`. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionStore }) => {
  app.decorateRequest('vendor', null as unknown as VendorRow);
  app.decorateRequest('sessionId', 0);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const token = bearer(request);
    const session = token ? await opts.sessions.resolveVendor(token) : null;
    if (!session) throw new ApiError(401, 'errors.unauthorized');
    request.vendor = session.vendor;
    request.sessionId = session.sessionId;
  });
});
