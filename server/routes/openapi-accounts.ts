import { profileSchema, registrationSchema, workInfoSchema } from '../../schemas/vendor';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const error = (description: string) => ({ description, ...json(ref('Error')) });
const object = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
const text = { type: 'string' };
const seconds = { type: 'integer', description: 'Seconds until another code may be sent' };
const keyParam = [
  { name: 'key', in: 'path', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
];
const tooMany = error('Too soon or too often; see Retry-After (seconds)');
const invalid = error('Field errors, password rules included');
const noSession = { security: [] };

/** Schemas the account routes add to the document's components. */
export const accountSchemas = {
  Registration: registrationSchema,
  WorkInfo: workInfoSchema,
  ProfileChange: profileSchema,
  Profile: {
    type: 'object',
    description: 'The vendor as its dashboard sees it; files as /api/v1/uploads urls',
    properties: {
      id: { type: 'integer' },
      vendorType: text,
      name: text,
      email: text,
      phone: text,
      companyName: text,
      avatar: { type: ['string', 'null'] },
      companyLicense: { type: 'object' },
      taxNumber: text,
      idNumber: text,
      idCard: text,
      location: { type: 'object' },
      address: text,
      registrationStep: { type: 'string', enum: ['final', 'done'] },
    },
  },
};

const signedIn = { description: 'Signed in', ...json(object({ token: text, vendor: ref('Profile') })) };

/** Sign-in, registration with a phone code, password reset and change, profile, public configuration. */
export const accountPaths = (): Record<string, object> => ({
  '/auth/login': {
    post: {
      ...noSession,
      requestBody: json(object({ identifier: text, password: text, vendorType: text })),
      responses: {
        200: signedIn,
        401: error('Wrong phone, email or password'),
        409: error('The account is of the other vendor type (`vendorType` names it)'),
        422: invalid,
        429: error('10 failures in 15 minutes for the account, or 100 in an hour from the address'),
      },
    },
  },
  '/auth/me': { get: { responses: { 200: json(ref('Profile')), 401: error('No live session') } } },
  '/auth/logout': { post: { responses: { 204: { description: 'Session revoked' } } } },
  '/auth/register': {
    post: {
      ...noSession,
      summary: 'Start a registration; a code is texted to the phone',
      description: 'A phone or email that already has an account gets the same answer.',
      requestBody: json(ref('Registration')),
      responses: {
        201: { description: 'Pending', ...json(object({ key: text, resendAfter: seconds })) },
        422: invalid,
        429: tooMany,
      },
    },
  },
  '/auth/register/{key}': {
    get: {
      ...noSession,
      parameters: keyParam,
      responses: {
        200: json(
          object({
            vendorType: text,
            name: text,
            email: text,
            phone: text,
            companyName: text,
            resendAfter: seconds,
          }),
        ),
        404: error('Unknown or expired'),
      },
    },
  },
  '/auth/register/{key}/resend': {
    post: {
      ...noSession,
      parameters: keyParam,
      responses: {
        202: json(object({ resendAfter: seconds })),
        404: error('Unknown or expired'),
        429: tooMany,
      },
    },
  },
  '/auth/register/{key}/verify': {
    post: {
      ...noSession,
      parameters: keyParam,
      requestBody: json(object({ code: text })),
      responses: {
        201: signedIn,
        400: error('Wrong, expired or exhausted code (`errors.code`)'),
        404: error('Unknown or expired'),
        409: error('The email (or phone) has an account (`errors.email`)'),
      },
    },
  },
  '/auth/reset-password': {
    post: {
      ...noSession,
      summary: 'Text a reset code (only to a phone with an account; the answer is the same)',
      requestBody: json(object({ phone: text })),
      responses: { 202: json(object({ resendAfter: seconds })), 422: invalid, 429: tooMany },
    },
  },
  '/auth/create-new-password': {
    post: {
      ...noSession,
      requestBody: json(object({ phone: text, code: text, password: text, confirmPassword: text })),
      responses: {
        204: { description: 'Changed; every session ended, no one signed in' },
        400: error('Failed to reset password. Please try again.'),
        422: invalid,
      },
    },
  },
  '/profile': {
    get: { responses: { 200: json(ref('Profile')) } },
    put: {
      description: 'Phone and vendor type cannot change. `avatar`: an image upload id or url, "" removes it.',
      requestBody: json(ref('ProfileChange')),
      responses: { 200: json(ref('Profile')), 409: error('Email taken'), 422: invalid },
    },
  },
  '/profile/work-info': {
    put: {
      summary: 'The final registration step',
      description:
        'Files are document uploads of this vendor (id or url); the licence must not have expired.',
      requestBody: json(ref('WorkInfo')),
      responses: { 200: json(ref('Profile')), 422: invalid },
    },
  },
  '/profile/password': {
    post: {
      requestBody: json(object({ currentPassword: text, newPassword: text, confirmPassword: text })),
      responses: {
        200: json(object({ message: text })),
        400: error('Wrong current password (`errors.currentPassword`)'),
        422: invalid,
        429: tooMany,
      },
    },
  },
  '/public-config': {
    get: {
      ...noSession,
      responses: {
        200: json(
          object({
            contact: object({
              email: text,
              phone: text,
              whatsapp: text,
              address: object({ en: text, ar: text }),
            }),
            stores: object({ appStore: text, googlePlay: text }),
            map: object({ tileUrl: text, attribution: text }),
          }),
        ),
      },
    },
  },
});
