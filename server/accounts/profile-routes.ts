import { profileSchema, workInfoSchema } from '../../schemas/vendor';
import { refusals, type ApiPlugin } from '../http/contract';
import { vendorView as vendorViewSchema } from './contract';
import { normalizeContact } from './input';
import { saveWorkInfo, updateProfile } from './profile';
import type { AccountServices } from './services';
import { vendorView } from './vendor-profile';

/** The vendor's own profile, and the work information of the final registration step (profile.ts). */
export const profileRoutes: ApiPlugin<{ services: AccountServices }> = async (app, { services }) => {
  app.get('/profile', { schema: { response: { 200: vendorViewSchema } } }, async (request) =>
    vendorView(request.vendor),
  );

  app.put(
    '/profile',
    {
      schema: { body: profileSchema, response: { 200: vendorViewSchema, ...refusals(409) } },
      preValidation: normalizeContact,
    },
    async (request) => vendorView(await updateProfile(services, request.vendor, request.body)),
  );

  app.put(
    '/profile/work-info',
    { schema: { body: workInfoSchema, response: { 200: vendorViewSchema } } },
    async (request) => vendorView(await saveWorkInfo(services, request.vendor, request.body)),
  );
};
