import { deepmerge } from '@mui/utils';
import { lazy, useMemo } from 'react';
import { Admin, CustomRoutes, defaultTheme, Resource, ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { productSchemas } from '../schemas';
import { useLanguage } from './i18n/LanguageProvider';
import { Layout } from './layout/Layout';
import { NotFound } from './pages/NotFound';
import { Home } from './pages/dashboard/Home';
import { infoRoutes } from './pages/info/routes';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProviderFor } from './providers/i18nProvider';
import { OrderList } from './resources/OrderList';
import { productList } from './schema-ui/ProductList';
import { productViews } from './schema-ui/views';
import { iconFor } from './resources/icons';
import { ThemeShell } from './theme/ThemeShell';
import { themeOptions } from './theme/theme';

const Profile = lazy(() => import('./pages/dashboard/profile/Profile').then((m) => ({ default: m.Profile })));
const ProductShow = lazy(() => import('./schema-ui/ProductShow').then((m) => ({ default: m.ProductShow })));

// react-admin's own locale stays unset: a stored one (from an older version) would make it switch
// locale, which remounts the admin. The language comes from our provider (see i18nProviderFor).
localStorage.removeItem('RaStore.locale');

const REFERENCES = ['tire-brands', 'battery-brands', 'car-brands', 'car-models', 'part-categories'];

// Views are made once: a component created during render would remount the list (and lose the
// search box's focus) on every navigation or language switch.
const productResources = productSchemas.map((schema) => {
  const name = schema['x-resource'];
  const Icon = () => iconFor(name);
  // The spec's add pages (`/dashboard/add-tire`…) are named by each schema's `x-add-route`.
  return {
    name,
    addRoute: schema['x-add-route'],
    vendorTypes: schema['x-vendor-types'] as readonly string[],
    list: productList(schema),
    icon: Icon,
    ...productViews(schema),
  };
});
const AllProductsList = productList(null);

/**
 * A vendor's own product resources and their add pages (react-admin calls this with the permissions,
 * our vendor type, and reads the elements it returns): a car-parts vendor has no tire routes at
 * all, so `/dashboard/tires` is the not-found page for it, not a form whose save the API refuses.
 */
const productRoutes = (vendorType: string | undefined) => {
  const mine = productResources.filter((r) => vendorType && r.vendorTypes.includes(vendorType));
  return (
    <>
      {mine.map((r) => (
        <Resource key={r.name} name={r.name} list={r.list} create={r.create} edit={r.edit} icon={r.icon} />
      ))}
      <CustomRoutes>
        {mine.map((r) => (
          <Route
            key={r.name}
            path={`/${r.addRoute}`}
            element={
              <ResourceContextProvider value={r.name}>
                <r.create />
              </ResourceContextProvider>
            }
          />
        ))}
      </CustomRoutes>
    </>
  );
};

/** The dashboard: providers, one resource per product schema, orders, and the pages around them. */
const App = () => {
  const { option, lang } = useLanguage();
  const theme = useMemo(() => deepmerge(defaultTheme, themeOptions(option.dir)), [option.dir]);
  return (
    <ThemeShell>
      <Admin
        basename="/dashboard"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProviderFor(lang)}
        layout={Layout}
        dashboard={Home}
        catchAll={NotFound}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        {productRoutes}
        <Resource name="products" list={AllProductsList} />
        <Resource name="orders" list={OrderList} />
        {REFERENCES.map((name) => (
          <Resource key={name} name={name} />
        ))}
        <CustomRoutes>
          <Route path="/home" element={<Home />} />
          <Route path="/profile" element={<Profile />} />
          <Route path="/product/:id" element={<ProductShow />} />
          <Route
            path="/all-products"
            element={
              <ResourceContextProvider value="products">
                <AllProductsList />
              </ResourceContextProvider>
            }
          />
          {infoRoutes}
        </CustomRoutes>
      </Admin>
    </ThemeShell>
  );
};

export default App;
