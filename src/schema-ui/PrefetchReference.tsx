import { useGetList } from 'react-admin';

/** Reference lists are short (brands, categories); a longer one's other items come by getMany. */
const AT_MOST = 100;
/** Seeded lists that no request changes: read once in a while, not on every list page. */
const FRESH_MS = 10 * 60_000;

/**
 * Reads a reference list (a column's brands, categories) while the product list reads its page,
 * rather than after: react-admin files each item it reads under getOne, and a column's
 * ReferenceField shows those at once instead of waiting for its own request, a round trip later.
 */
export const PrefetchReference = ({ reference }: { reference: string }) => {
  useGetList(
    reference,
    { pagination: { page: 1, perPage: AT_MOST }, sort: { field: 'id', order: 'ASC' } },
    { staleTime: FRESH_MS },
  );
  return null;
};
