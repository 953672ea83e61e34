import type { Kysely } from 'kysely';
import type { Database, VendorRow } from '../db/tables';
import type { Registration } from './registrations';
import type { VendorProfile } from './vendor-profile';

const isUniqueViolation = (e: unknown, column: string) =>
  typeof e === 'object' &&
  e !== null &&
  (e as { code?: string }).code === '23505' &&
  String((e as { constraint?: string }).constraint ?? '').includes(column);

/** The vendors table. Lookups answer null when nothing matched. */
export const vendorStore = (db: Kysely<Database>) => ({
  async findBy(kind: 'email' | 'phone', value: string): Promise<VendorRow | null> {
    return (await db.selectFrom('vendors').selectAll().where(kind, '=', value).executeTakeFirst()) ?? null;
  },

  /**
   * The account a confirmed registration becomes, with the registration gone, in one transaction;
   * or which of its phone and email another account already has.
   */
  async createFrom(registration: Registration): Promise<VendorRow | 'phone' | 'email'> {
    return db
      .transaction()
      .execute(async (trx) => {
        const taken = await trx
          .selectFrom('vendors')
          .select(['email', 'phone'])
          .where((eb) => eb.or([eb('email', '=', registration.email), eb('phone', '=', registration.phone)]))
          .execute();
        if (taken.some((v) => v.phone === registration.phone)) return 'phone' as const;
        if (taken.length) return 'email' as const;
        const row = await trx
          .insertInto('vendors')
          .values({
            vendor_type: registration.vendor_type,
            name: registration.name,
            email: registration.email,
            phone: registration.phone,
            password_hash: registration.password_hash,
            company_name: registration.company_name,
            profile: JSON.stringify({}),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('registrations').where('key_hash', '=', registration.key_hash).execute();
        return row;
      })
      .catch((e: unknown) => {
        // Another process created the same account between the check and the insert.
        if (isUniqueViolation(e, 'phone')) return 'phone' as const;
        if (isUniqueViolation(e, 'email')) return 'email' as const;
        throw e;
      });
  },

  async setPassword(id: number, passwordHash: string) {
    await db.updateTable('vendors').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  },

  /** The profile JSON and the columns beside it; 'email' when another account has that email. */
  async saveProfile(
    id: number,
    profile: VendorProfile,
    columns: { name?: string; email?: string; company_name?: string } = {},
  ): Promise<VendorRow | 'email'> {
    return db
      .updateTable('vendors')
      .set({ ...columns, profile: JSON.stringify(profile) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((e: unknown) => {
        if (isUniqueViolation(e, 'email')) return 'email' as const;
        throw e;
      });
  },
});

export type VendorStore = ReturnType<typeof vendorStore>;
