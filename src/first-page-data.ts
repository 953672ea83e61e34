import { productSchemaFor, resourcesFor } from '../schemas';
import { HOME_PATH } from './dashboard-pages';
import { FIRST_PERIOD, summaryPath } from './pages/dashboard/home-summary';
import { requestListEarly } from './providers/dataProvider';
import { API_URL, getEarly } from './providers/httpClient';
import { getVendorType } from './providers/session';
import { firstListQuery, listReferences, PHONE_QUERY, REFERENCE_LIST_QUERY } from './schema-ui/list-queries';

/**
 * While the dashboard's code is still loading, asks for what its first page will ask: the vendor's
 * name for the app bar, and the home page's summary, or one of the vendor's product lists' rows and
 * the names its columns read (on a phone, the cards' code instead). The same requests as the page
 * will make, so that it takes these answers. Other pages start nothing more.
 */
export const requestFirstPageData = (pathname: string, search: string) => {
  void getEarly(`${API_URL}/auth/me`);
  if (HOME_PATH.test(pathname)) {
    void getEarly(`${API_URL}${summaryPath(FIRST_PERIOD)}`);
    return;
  }
  const resource = /^\/dashboard\/([\w-]+)\/?$/.exec(pathname)?.[1] ?? '';
  const schema = productSchemaFor(resource);
  const vendorType = getVendorType();
  if (!schema || !vendorType || !resourcesFor(vendorType).includes(schema['x-resource'])) return;
  requestListEarly(resource, firstListQuery(resource, search));
  // A phone shows cards, whose code is a file of its own; a wider screen, a table naming references.
  if (window.matchMedia(PHONE_QUERY).matches) void import('./schema-ui/ProductCards').catch(() => {});
  else for (const reference of listReferences(schema)) requestListEarly(reference, REFERENCE_LIST_QUERY);
};
