import { cleanup, configure, render } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { afterEach } from 'vitest';
import {
  AdminContext,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  type RaRecord,
} from 'react-admin';
import type { Lang } from '../../schemas';
import { loadCatalogue } from '../../src/i18n/catalogue';
import { applyLanguage } from '../../src/i18n/language-storage';
import { LanguageProvider, useLanguage } from '../../src/i18n/LanguageProvider';
import { i18nProviderFor } from '../../src/providers/i18nProvider';
import { EngineProvider } from '../../src/schema-ui/EngineProvider';
import { adminTheme } from '../../src/theme/admin-theme';
import { useThemeMode } from '../../src/theme/mode';
import { ThemeShell } from '../../src/theme/ThemeShell';

// Testing Library unmounts after each test by itself only where the test functions are globals.
afterEach(cleanup);
// What the page shows after a click or a request comes in milliseconds; a busy machine (two test
// workers on two cores) may take longer than Testing Library's one second.
configure({ asyncUtilTimeout: 5000 });

/** Both languages' texts, ours and react-admin's, as the dashboard's code waits for them (dashboard-code.ts). */
export const loadBothLanguages = () =>
  Promise.all([loadCatalogue('ar', 'admin'), loadCatalogue('en', 'admin')]);

/** Records by resource, as the API would list them; whatever else is asked for is an empty list. */
const fakeData = (records: Record<string, RaRecord[]>) =>
  testDataProvider({
    getList: <R extends RaRecord>(resource: string) => {
      const data = (records[resource] ?? []) as R[];
      return Promise.resolve({ data, total: data.length });
    },
    getMany: <R extends RaRecord>(resource: string, { ids }: { ids: RaRecord['id'][] }) =>
      Promise.resolve({
        data: (records[resource] ?? []).filter((r) => ids.map(String).includes(String(r.id))) as R[],
      }),
  });

const NotFound = () => null;

/** The providers of App.tsx around the engine: our language, theme (RTL in Arabic) and react-admin's texts. */
const Dashboard = ({ records, children }: { records: Record<string, RaRecord[]>; children: ReactNode }) => {
  const { option, lang } = useLanguage();
  const { scheme } = useThemeMode();
  const theme = useMemo(() => adminTheme(option.dir, scheme), [option.dir, scheme]);
  const dataProvider = useMemo(() => fakeData(records), [records]);
  const store = useMemo(() => memoryStore(), []);
  return (
    <ThemeShell>
      <EngineProvider NotFound={NotFound}>
        <AdminContext
          dataProvider={dataProvider}
          i18nProvider={i18nProviderFor(lang)}
          store={store}
          theme={theme}
          darkTheme={null}
        >
          {children}
        </AdminContext>
      </EngineProvider>
    </ThemeShell>
  );
};

/**
 * Renders `ui` in the dashboard's providers, in `lang` as a vendor who chose it would see it (the
 * stored choice, the page's `lang` and `dir`), on `resource`'s pages.
 */
export const renderInDashboard = (
  ui: ReactNode,
  { lang, resource, records = {} }: { lang: Lang; resource: string; records?: Record<string, RaRecord[]> },
) => {
  applyLanguage(lang);
  return render(
    <LanguageProvider>
      <Dashboard records={records}>
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
      </Dashboard>
    </LanguageProvider>,
  );
};

/**
 * For queries by role. Telling what is hidden, Testing Library reads every element's computed
 * style, which jsdom matches against MUI's hundreds of style rules (about 0.3 s a query, and jsdom
 * lays nothing out anyway): these tests ask for all, and leave out what is hidden from screen
 * readers themselves (`shown`). Names come from the labels on screen (`labelOf`).
 */
export const ALL = { hidden: true } as const;

/** Leaves out what screen readers skip: MUI's hidden copies (a textarea's shadow, an outline's legend). */
export const shown = <E extends Element>(elements: E[]) =>
  elements.filter((e) => !e.closest('[aria-hidden="true"], [hidden]'));

/** The label on screen of an input or a select, its `*` included (which screen readers skip). */
export const labelOf = (element: HTMLElement) => {
  const label =
    (element as HTMLInputElement).labels?.[0] ??
    document.getElementById(element.getAttribute('aria-labelledby')?.split(' ')[0] ?? '');
  return label?.textContent?.replace(/\s+/g, ' ').trim();
};
