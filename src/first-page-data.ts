import { getQuery, parseQueryFromLocation } from 'ra-core';
import { productSchemas } from '../schemas';
import { requestListEarly } from './providers/dataProvider';
import { getVendorType } from './providers/session';
import { LIST_SORT, listReferences, PHONE_QUERY, REFERENCE_LIST_QUERY } from './schema-ui/list-queries';

/** react-admin's stored choices for a list (page, sort, filters), under its store's key. */
const storedParams = (resource: string): unknown => {
  try {
    return JSON.parse(localStorage.getItem(`RaStore.${resource}.listParams`) ?? '{}');
  } catch {
    return {};
  }
};

/**
 * When a visit starts on one of the vendor's product lists, asks for its rows, and for the names
 * its columns read, while the dashboard's code is still loading: the same requests, with the same
 * page, sort and filters as react-admin will make (its own `getQuery`), so that it takes these
 * answers. Anything else starts nothing.
 */
export const requestFirstPageData = (pathname: string, search: string) => {
  const resource = /^\/dashboard\/([\w-]+)\/?$/.exec(pathname)?.[1];
  const vendorType = getVendorType();
  const schema = productSchemas.find(
    (s) =>
      s['x-resource'] === resource &&
      vendorType &&
      (s['x-vendor-types'] as readonly string[]).includes(vendorType),
  );
  if (!schema) return;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: storedParams(schema['x-resource']),
    filterDefaultValues: undefined,
    sort: LIST_SORT,
    perPage: 10,
  });
  requestListEarly(schema['x-resource'], {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  });
  if (!window.matchMedia(PHONE_QUERY).matches)
    for (const reference of listReferences(schema)) requestListEarly(reference, REFERENCE_LIST_QUERY);
};
