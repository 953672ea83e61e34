import { normalizeIdentifier } from '../../schemas/identifiers';
import type { VendorRow } from '../db/tables';
import { ApiError } from '../errors';
import type { AccountServices } from './services';
import { accountBucket, addressBucket, unknownAccountBucket } from './throttle';
import { signInLater } from './too-many';

/**
 * Signs a vendor in: the identifier is a phone or an email, the account must be of the vendor type
 * asked for (409 names the type it has). Every attempt takes a place in the hashing pool first (a
 * full pool refuses before any other work, security.md row 35) and is counted before the hash
 * against the address and the (account, address) pair (rows 6 and 37), so someone else's failures
 * never lock the owner out elsewhere. Unknown accounts cost one hash too, so time tells nothing
 * (row 7).
 */
export const signIn = async (
  { vendors, throttle, passwords, limits, sessions }: AccountServices,
  attempt: { identifier: string; password: string; vendorType: string; ip: string },
): Promise<{ token: string; vendor: VendorRow }> => {
  const { identifier, password, ip } = attempt;
  const vendor = await passwords.withPlace(async (ticket) => {
    const key = normalizeIdentifier(identifier);
    const found = key ? await vendors.findBy(key.kind, key.value) : null;
    const account = found
      ? accountBucket(found.id, ip)
      : unknownAccountBucket(key?.value ?? identifier.trim().toLowerCase(), ip);
    const taken = await throttle.take(
      [addressBucket(ip), limits.loginPerAddress],
      [account, limits.loginPerAccountAddress],
    );
    if (!taken.ok) throw signInLater(taken.retryAfter);

    const ok = await passwords
      .verify(password, found?.password_hash, ticket)
      .catch(async (error: unknown) => {
        // Refused by the pool (stopping): not a failure of this account or address.
        await taken.release();
        throw error;
      });
    if (!found || !ok) throw new ApiError(401, 'errors.invalidCredentials');
    await taken.release(addressBucket(ip));
    await throttle.clear(account);
    return found;
  });
  if (vendor.vendor_type !== attempt.vendorType) {
    throw new ApiError(
      409,
      'errors.wrongVendorType',
      { type: { key: `vendorTypes.${vendor.vendor_type}` } },
      [],
      { vendorType: vendor.vendor_type },
    );
  }
  return { token: await sessions.create(vendor.id), vendor };
};
