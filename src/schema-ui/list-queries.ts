import { getQuery, parseQueryFromLocation, type GetListParams } from 'ra-core';
import type { ProductSchema } from '../../schemas';

/**
 * What a product list asks the API for first, in one place: the list itself, and whatever starts
 * the same requests before the list's code has loaded (see the app's first-page data).
 */
export const LIST_SORT = { field: 'id', order: 'DESC' } as const;
export const LIST_PER_PAGE = 10;

/** Reference lists are short (brands, categories); a longer one's other items come by getMany. */
export const REFERENCE_LIST_QUERY = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
} as const;

/** MUI's `down('sm')`: a phone shows the list as cards, which name no brand. */
export const PHONE_QUERY = '(max-width:599.95px)';

/** The reference lists a product list's columns read their names from. */
export const listReferences = (schema: ProductSchema | null): string[] => {
  if (!schema) return [];
  const columns = Object.values(
    schema.properties as Record<string, { 'x-list'?: boolean; 'x-reference'?: string }>,
  );
  return [...new Set(columns.filter((p) => p['x-list'] && p['x-reference']).map((p) => p['x-reference']!))];
};

/** react-admin's stored choices for a list (page, sort, filters), under its store's key. */
const storedParams = (resource: string): unknown => {
  try {
    return JSON.parse(localStorage.getItem(`RaStore.${resource}.listParams`) ?? '{}');
  } catch {
    return {};
  }
};

/**
 * The page a product list opening at `search` asks for: its address's page, sort and filters, else
 * the vendor's stored ones, else the list's own, merged by react-admin's own `getQuery`.
 */
export const firstListQuery = (
  resource: string,
  search: string,
): Pick<GetListParams, 'pagination' | 'sort' | 'filter'> => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: storedParams(resource),
    filterDefaultValues: undefined,
    sort: LIST_SORT,
    perPage: LIST_PER_PAGE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
};
