import { getQuery, parseQueryFromLocation } from 'ra-core';
import { productSchemas } from '../schemas';
import { FIRST_PERIOD, summaryPath } from './pages/dashboard/home-summary';
import { requestListEarly } from './providers/dataProvider';
import { API_URL, getEarly } from './providers/httpClient';
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
 * While the dashboard's code is still loading, asks for what its first page will ask: the vendor's
 * name for the app bar, and the home page's summary, or a product list's rows and the names its
 * columns read. The same requests as the page will make (for a list, with the page, sort and
 * filters of react-admin's own `getQuery`), so that it takes these answers. Other pages start
 * nothing more.
 */
export const requestFirstPageData = (pathname: string, search: string) => {
  void getEarly(`${API_URL}/auth/me`).catch(() => {});
  if (/^\/dashboard(\/home)?\/?$/.test(pathname)) {
    void getEarly(`${API_URL}${summaryPath(FIRST_PERIOD)}`).catch(() => {});
    return;
  }
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
