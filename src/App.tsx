import { lazy, Suspense, useMemo } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  LoadingPage,
  localStorageStore,
  Notification,
  Resource,
  ResourceContextProvider,
} from 'react-admin';
import { Route } from 'react-router-dom';
import type { ProductSchema } from '../schemas';
import { REFERENCE_KINDS } from '../schemas/references';
import { useLanguage } from './i18n/LanguageProvider';
import { Home } from './dashboard-pages';
import { Layout } from './layout/Layout';
import { NotFound } from './pages/NotFound';
import { PageError } from './pages/PageError';
import { infoRoutes } from './pages/info/routes';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProviderFor } from './providers/i18nProvider';
import { allProducts } from './resources/all-products';
import { orders } from './resources/orders';
import { productResourcesFor } from './resources/products';
import { EngineProvider } from './schema-ui/EngineProvider';
import { adminTheme } from './theme/admin-theme';
import { useThemeMode } from './theme/mode';
import { ThemeShell } from './theme/ThemeShell';
import { withPageTexts } from './i18n/page-texts';

const Profile = lazy(
  withPageTexts(() => import('./pages/dashboard/profile/Profile').then((m) => ({ default: m.Profile }))),
);
const ImportsPage = lazy(
  withPageTexts(() => import('./bulk-upload/ImportsPage').then((m) => ({ default: m.ImportsPage }))),
);
const ImportReportPage = lazy(
  withPageTexts(() => import('./bulk-upload/ImportsPage').then((m) => ({ default: m.ImportReportPage }))),
);
const CatalogueExport = lazy(() =>
  import('./bulk-upload/CatalogueExport').then((m) => ({ default: m.CatalogueExport })),
);
/** The lists' export in the spreadsheet template's format, loaded when a list first shows it. */
const ListExport = ({ schema }: { schema: ProductSchema }) => (
  <Suspense fallback={null}>
    <CatalogueExport schema={schema} />
  </Suspense>
);
const NotificationsPage = lazy(() =>
  import('./notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
/** Pages react-admin shows when an auth provider refuses access; ours never does (it redirects). */
const AccessDenied = lazy(() => import('./layout/rare-pages').then((m) => ({ default: m.AccessDenied })));
const AuthenticationError = lazy(() =>
  import('./layout/rare-pages').then((m) => ({ default: m.AuthenticationError })),
);
const ProductShow = lazy(() => import('./schema-ui/ProductShow').then((m) => ({ default: m.ProductShow })));

// react-admin's own locale stays unset: a stored one (from an older version) would make it switch
// locale, which remounts the admin. The language comes from our provider (see i18nProviderFor).
localStorage.removeItem('RaStore.locale');
/** react-admin's store of list choices, under its own keys (first-page-data.ts reads them). */
const store = localStorageStore();

/**
 * The vendor's own product resources and their add pages (`/dashboard/add-tire`…). react-admin calls
 * this with our vendor type: a car-parts vendor has no tire routes at all, so `/dashboard/tires` is
 * the not-found page for it, not a form whose save the API refuses.
 */
const productRoutes = (vendorType: string | undefined) => {
  const mine = productResourcesFor(vendorType);
  return (
    <>
      {mine.map((r) => (
        <Resource
          key={r.name}
          name={r.name}
          list={r.list}
          create={r.create}
          edit={r.edit}
          icon={r.icon}
          recordRepresentation={r.recordRepresentation}
        />
      ))}
      <CustomRoutes>
        {mine.map((r) => (
          <Route key={`${r.name}-bulk`} path={`/${r.bulkRoute}`} element={<r.bulk />} />
        ))}
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

/** The dashboard: providers, the resources (from the schemas), and the pages around them. */
const App = () => {
  const { option, lang, t } = useLanguage();
  const { scheme } = useThemeMode();
  const theme = useMemo(() => adminTheme(option.dir, scheme), [option.dir, scheme]);
  return (
    <ThemeShell>
      <EngineProvider NotFound={NotFound} ListExport={ListExport}>
        {/*
          react-admin's <Admin> split in two, to leave out what it would load by default and we
          never show: its English texts (ours come from i18nProviderFor), its login page (sign-in
          is /auth/login) and its not-found page (ours).
        */}
        <AdminContext
          basename="/dashboard"
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProviderFor(lang)}
          store={store}
          theme={theme}
          // The scheme is ours (src/theme/mode.ts), shared with the pages outside the dashboard:
          // react-admin gets the theme of the scheme on screen and keeps no choice of its own.
          darkTheme={null}
        >
          <CssBaseline enableColorScheme>
            <CoreAdminUI
              // The name react-admin's own pages show when a page gives none (not "React Admin").
              title={t('app.name')}
              layout={Layout}
              dashboard={Home}
              catchAll={NotFound}
              loading={LoadingPage}
              error={PageError}
              accessDenied={AccessDenied}
              authenticationError={AuthenticationError}
              requireAuth
              disableTelemetry
            >
              {productRoutes}
              <Resource
                name={allProducts.name}
                list={allProducts.list}
                recordRepresentation={allProducts.recordRepresentation}
              />
              <Resource name={orders.name} list={orders.list} />
              <Resource name="imports" />
              <Resource name="notifications" />
              {REFERENCE_KINDS.map((name) => (
                <Resource key={name} name={name} />
              ))}
              <CustomRoutes>
                <Route path="/home" element={<Home />} />
                <Route path="/profile" element={<Profile />} />
                <Route path="/product/:id" element={<ProductShow />} />
                <Route path="/order-details/:id" element={<orders.details />} />
                <Route path="/imports" element={<ImportsPage />} />
                <Route path="/notifications" element={<NotificationsPage />} />
                <Route path="/imports/:id" element={<ImportReportPage />} />
                <Route
                  path="/all-products"
                  element={
                    <ResourceContextProvider value={allProducts.name}>
                      <allProducts.list />
                    </ResourceContextProvider>
                  }
                />
                {infoRoutes}
              </CustomRoutes>
            </CoreAdminUI>
            <Notification />
          </CssBaseline>
        </AdminContext>
      </EngineProvider>
    </ThemeShell>
  );
};

export default App;
