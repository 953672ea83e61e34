import { useGetList } from 'react-admin';
import type { Label } from '../../schemas';
import { REFERENCE_LIST_QUERY } from './list-queries';

/** Seeded lists that no request changes: read once in a while, not on every page. */
const FRESH_MS = 10 * 60_000;

export type ReferenceItem = { id: string; name: Label };

/** A reference list (tire brands, part categories…), its first items, shared by every reader. */
export const useReferenceList = (reference: string) =>
  useGetList<ReferenceItem>(reference, REFERENCE_LIST_QUERY, { staleTime: FRESH_MS }).data;

/**
 * Reads a reference list while the product list reads its page, rather than after it: the
 * columns find their names in it (display.tsx) instead of asking for them a round trip later.
 */
export const PrefetchReference = ({ reference }: { reference: string }) => {
  useReferenceList(reference);
  return null;
};
