import { newPasswordSchema, passwordChangeSchema, resetRequestSchema, signInSchema } from './accounts';
import { profileSchema, registrationSchema, workInfoSchema } from './vendor';

/** The account forms' bodies, checked in the browser by the same schemas as the API. */
export const FORM_SCHEMAS = {
  signIn: signInSchema,
  registration: registrationSchema,
  workInfo: workInfoSchema,
  profile: profileSchema,
  resetRequest: resetRequestSchema,
  newPassword: newPasswordSchema,
  passwordChange: passwordChangeSchema,
} as const;

export type FormName = keyof typeof FORM_SCHEMAS;
