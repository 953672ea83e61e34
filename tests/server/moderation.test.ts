import { describe, expect, it } from 'vitest';
import { runModeration } from '../../server/cli/moderate';
import { moderation } from '../../server/db/moderation';
import { build } from './helper';

const t = await build();
const mod = moderation(t.db);
const tires = await t.login('tires');

describe('the moderators’ tool', () => {
  it('lists what waits for review, approves one and rejects another with a reason the vendor sees', async () => {
    const listed = await runModeration(['list'], mod);
    const ids = listed.split('\n').map((line) => Number(line.split('\t')[0]));
    expect(ids.length).toBeGreaterThan(5);

    expect(await runModeration(['approve', String(ids[0])], mod)).toMatch(/^Approved/);
    expect(await runModeration(['reject', String(ids[1]), '--reason', 'Photos are blurry.'], mod)).toMatch(
      /^Rejected/,
    );

    const [approved, rejected] = await Promise.all(
      ids
        .slice(0, 2)
        .map(async (id) =>
          (await t.call({ method: 'GET', url: `/api/v1/products/${id}`, token: tires })).json(),
        ),
    );
    const mine = [approved, rejected].filter((p) => p.id);
    for (const p of mine) {
      if (p.id === ids[0]) expect(p).toMatchObject({ status: 'available', rejectionReason: null });
      if (p.id === ids[1])
        expect(p).toMatchObject({ status: 'not_available', rejectionReason: 'Photos are blurry.' });
    }
    const rows = await t.db
      .selectFrom('products')
      .select(['id', 'status', 'rejection_reason'])
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    expect(rows.find((r) => r.id === ids[0])?.status).toBe('available');
    expect(rows.find((r) => r.id === ids[1])).toMatchObject({
      status: 'not_available',
      rejection_reason: 'Photos are blurry.',
    });
  });

  it('refuses a rejection without a reason and an approval of a product not under review', async () => {
    const [first] = (await runModeration(['list'], mod)).split('\n');
    const id = first.split('\t')[0];
    await expect(runModeration(['reject', id], mod)).rejects.toThrow(/--reason/);
    await runModeration(['approve', id], mod);
    await expect(runModeration(['approve', id], mod)).rejects.toThrow(/not waiting for review/);
    await expect(runModeration(['frobnicate'], mod)).rejects.toThrow(/usage/);
  });
});
