import { Fragment, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { preloadable } from '../../preloadable';
import { ThemeShell } from '../../theme/ThemeShell';
import { NotFound } from '../NotFound';
import { LoginPage } from './LoginPage';
import { SelectVendorPage } from './register/SelectVendorPage';

/** Each visit starts the step afresh ("Start over" lands on the page it was pressed on). */
const Fresh = ({ children }: { children: ReactNode }) => (
  <Fragment key={useLocation().key}>{children}</Fragment>
);

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  preloadable(() => load().then((m) => ({ default: pick(m) })));

/**
 * The steps after the first screens, each its own chunk: the sign-in and first registration pages
 * arrive prerendered, and their code is what React takes them over with, before they answer a tap.
 * The registration's forms, map, uploads and one-time codes would have doubled it.
 */
const LATER_STEPS = [
  {
    paths: ['reset-password'],
    Page: page(
      () => import('./reset/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
  {
    paths: ['create-new-password'],
    Page: page(
      () => import('./reset/CreateNewPasswordPage'),
      (m) => m.CreateNewPasswordPage,
    ),
  },
  {
    paths: ['register-form', 'second-register-step'],
    Page: page(
      () => import('./register/RegisterFormPage'),
      (m) => m.RegisterFormPage,
    ),
    fresh: true,
  },
  {
    paths: [':key/confirm-otp'],
    Page: page(
      () => import('./register/ConfirmOtpPage'),
      (m) => m.ConfirmOtpPage,
    ),
  },
  {
    paths: ['final-step'],
    Page: page(
      () => import('./register/FinalStepPage'),
      (m) => m.FinalStepPage,
    ),
  },
];

/** Fetches the code of the step `pathname` opens, before the first render of a visit that starts there. */
export const preloadPage = async (pathname: string) => {
  const step = LATER_STEPS.find(({ paths }) => paths.some((path) => matchPath(`/auth/${path}`, pathname)));
  await step?.Page.preload();
};

// The vendor's first move on the page (a pointer, a key), not its load: fetched while the page
// loads, the steps' code would be evaluated then too, and keep the page from answering sooner.
// Fetched by then, the next step opens without waiting (a navigation keeps the page on screen
// until it is ready in any case).
const INTENT = ['pointerdown', 'pointermove', 'keydown'] as const;

const useLaterStepsOnIntent = () =>
  useEffect(() => {
    const fetchAll = () => {
      for (const type of INTENT) document.removeEventListener(type, fetchAll, true);
      for (const { Page } of LATER_STEPS) Page.preload().catch(() => {});
    };
    for (const type of INTENT) document.addEventListener(type, fetchAll, { capture: true, passive: true });
    return () => {
      for (const type of INTENT) document.removeEventListener(type, fetchAll, true);
    };
  }, []);

/**
 * The auth layout's routes. The first and second registration steps answer to both of the spec's
 * names, each showing its own step (D2: the spec's app had them crossed).
 */
const AuthPages = () => {
  useLaterStepsOnIntent();
  return (
    <ThemeShell>
      <Routes>
        <Route index element={<LoginPage />} />
        <Route path="login" element={<LoginPage />} />
        {['select-vendor', 'first-register-step'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Fresh>
                <SelectVendorPage />
              </Fresh>
            }
          />
        ))}
        {LATER_STEPS.flatMap(({ paths, Page, fresh }) =>
          paths.map((path) => (
            <Route
              key={path}
              path={path}
              element={
                fresh ? (
                  <Fresh>
                    <Page />
                  </Fresh>
                ) : (
                  <Page />
                )
              }
            />
          )),
        )}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ThemeShell>
  );
};

export default AuthPages;
