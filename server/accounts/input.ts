import type { FastifyRequest } from 'fastify';
import { normalizePhone } from '../../schemas/identifiers';
import { confirmationProblem, passwordProblem } from '../../schemas/password';
import { toFieldErrors } from '../../schemas/validation';
import { ApiError } from '../errors';

/**
 * Before validation: a phone typed as `+20 100…` or in Eastern Arabic digits becomes the national
 * form the schema checks; emails are compared lower-case. Text that is not a phone stays as typed,
 * so the schema names the field.
 */
export const normalizeContact = async (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  if (typeof body.phone === 'string') body.phone = normalizePhone(body.phone) ?? body.phone;
  if (typeof body.email === 'string') body.email = body.email.trim().toLowerCase();
  for (const key of ['name', 'companyName'])
    if (typeof body[key] === 'string') body[key] = (body[key] as string).trim();
};

/** A rule of our own on one field: the catalogue key of its message, or null when it holds. */
export type FieldCheck = () => string | null;

/**
 * One 422 with every problem at once: the schema's (the route sets `attachValidation`) and our
 * own checks (the password policy), each run only where the schema found nothing wrong.
 */
export const refuseInvalid = (request: FastifyRequest, checks: Record<string, FieldCheck> = {}) => {
  const schemaErrors = request.validationError
    ? toFieldErrors(request.validationError.validation as Parameters<typeof toFieldErrors>[0])
    : [];
  const own: Record<string, string> = {};
  for (const [field, check] of Object.entries(checks)) {
    if (schemaErrors.some((e) => e.path === field)) continue;
    const key = check();
    if (key) own[field] = key;
  }
  if (schemaErrors.length || Object.keys(own).length)
    throw new ApiError(422, 'validation.form', {}, schemaErrors, {}, own);
};

/**
 * The password policy on a body's new password and its confirmation. The body is whatever was
 * sent (the schema's verdict is attached, not thrown), so nothing here trusts its shape.
 */
export const passwordChecks = (body: unknown, field: string, confirmField = 'confirmPassword') => {
  const values = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const password = values[field];
  return {
    [field]: () => (typeof password === 'string' ? passwordProblem(password) : null),
    [confirmField]: () =>
      typeof password === 'string' ? confirmationProblem(password, values[confirmField]) : null,
  };
};
