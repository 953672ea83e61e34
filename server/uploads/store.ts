import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { UploadKind } from './kinds';

/** The uploads table: one row per stored file. Lookups answer null when nothing matched. */
export const uploadStore = (db: Kysely<Database>) => ({
  async insert(row: {
    id: string;
    vendor_id: number | null;
    kind: UploadKind;
    mime: string;
    size: number;
    original_name: string;
    created_at: Date;
  }) {
    await db.insertInto('uploads').values(row).execute();
  },

  async find(id: string) {
    const row = await db
      .selectFrom('uploads')
      .select(['vendor_id', 'kind', 'mime', 'original_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  },

  /** Which of these ids are the vendor's own uploads of this kind. */
  async ownedBy(vendorId: number, ids: string[], kind: UploadKind): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .selectFrom('uploads')
      .select('id')
      .where('id', 'in', ids)
      .where('vendor_id', '=', vendorId)
      .where('kind', '=', kind)
      .execute();
    return new Set(rows.map((r) => r.id));
  },
});

export type UploadStore = ReturnType<typeof uploadStore>;
