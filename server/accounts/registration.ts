import type { FromSchema } from 'json-schema-to-ts';
import type { registrationSchema } from '../../schemas/vendor';
import type { Translate } from '../../schemas/i18n';
import { problem } from '../errors';
import { hashRegistrationKey, type Registration } from './registrations';
import { CODE_MESSAGES, sendCode } from './send-code';
import type { AccountServices } from './services';
import { registrationBucket } from './throttle';
import { registerLater, sendLater } from './too-many';

/** Who is asking, and in which language texts go out. */
export type Asker = { ip: string; t: Translate };

/**
 * Registration with phone confirmation: the form creates a pending registration and texts a code;
 * the code turns it into a vendor and signs it in. A phone or email that already has an account
 * gets the same answers as a new one (security.md row 7): a registered phone is texted that it
 * has an account, with no code, and its registration can never be confirmed.
 */
const sendRegistrationCode = async (
  services: AccountServices,
  registration: Pick<Registration, 'phone' | 'key_hash'>,
  { ip, t }: Asker,
) => {
  const registered = Boolean(await services.vendors.findBy('phone', registration.phone));
  return sendCode(services, ip, {
    purpose: 'register',
    phone: registration.phone,
    registrationKey: registration.key_hash,
    withCode: !registered,
    text: (code) => (registered ? t('account.smsAlreadyRegistered') : t('account.smsRegister', { code })),
  });
};

/** A valid registration form (the password policy checked) becomes a pending registration and a text. */
export const startRegistration = async (
  services: AccountServices,
  form: FromSchema<typeof registrationSchema>,
  asker: Asker,
) => {
  const { throttle, limits, otp, passwords, registrations } = services;
  // A place for the hash first; everything before the hash is refused the same for every phone.
  const passwordHash = await passwords.withPlace(async (ticket) => {
    const byAddress = await throttle.take([registrationBucket(asker.ip), limits.registrationsPerAddress]);
    if (!byAddress.ok) throw registerLater(byAddress.retryAfter);
    const wait = await otp.sendWait(form.phone);
    if (wait) throw sendLater(wait);
    // Hashed whether or not the phone has an account, so both take the same time.
    return passwords.hash(form.password, ticket);
  });
  const { key, keyHash } = await registrations.create({
    vendor_type: form.vendorType,
    name: form.name,
    email: form.email,
    phone: form.phone,
    company_name: form.companyName,
    password_hash: passwordHash,
  });
  const resendAfter = await sendRegistrationCode(services, { phone: form.phone, key_hash: keyHash }, asker);
  return { key, resendAfter };
};

/** What a reload needs to show the code step again; null for an unknown or expired key. */
export const resumeRegistration = async ({ registrations, otp }: AccountServices, key: string) => {
  const r = await registrations.find(key);
  if (!r) return null;
  const wait = await otp.sendWait(r.phone);
  return {
    vendorType: r.vendor_type,
    name: r.name,
    email: r.email,
    phone: r.phone,
    companyName: r.company_name,
    resendAfter: wait?.seconds ?? 0,
  };
};

/** Another code for a pending registration: seconds until the next; null for an unknown key. */
export const resendRegistrationCode = async (services: AccountServices, key: string, asker: Asker) => {
  const registration = await services.registrations.find(key);
  return registration && { resendAfter: await sendRegistrationCode(services, registration, asker) };
};

/** The right code makes the account and signs it in; null for an unknown or expired key. */
export const confirmRegistration = async (services: AccountServices, key: string, code: string) => {
  const { registrations, otp, vendors, sessions } = services;
  const registration = await registrations.find(key);
  if (!registration) return null;
  const result = await otp.attempt(
    { purpose: 'register', phone: registration.phone, registrationKey: hashRegistrationKey(key) },
    code,
  );
  if (!result.ok) {
    const message = CODE_MESSAGES[result.reason];
    throw problem(400, message, { code: message });
  }
  const vendor = await vendors.createFrom(registration);
  if (vendor === 'email') throw problem(409, 'account.emailTaken', { email: 'account.emailTaken' });
  if (vendor === 'phone') throw problem(409, 'account.phoneTaken', { phone: 'account.phoneTaken' });
  return { token: await sessions.create(vendor.id), vendor };
};
