import { Fragment, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ThemeShell } from '../../theme/ThemeShell';
import { NotFound } from '../NotFound';
import { LoginPage } from './LoginPage';
import { ConfirmOtpPage } from './register/ConfirmOtpPage';
import { FinalStepPage } from './register/FinalStepPage';
import { RegisterFormPage } from './register/RegisterFormPage';
import { SelectVendorPage } from './register/SelectVendorPage';
import { CreateNewPasswordPage } from './reset/CreateNewPasswordPage';
import { ResetPasswordPage } from './reset/ResetPasswordPage';

/** Each visit starts the step afresh ("Start over" lands on the page it was pressed on). */
const Fresh = ({ children }: { children: ReactNode }) => (
  <Fragment key={useLocation().key}>{children}</Fragment>
);

/**
 * The auth layout's routes. The first and second registration steps answer to both of the spec's
 * names, each showing its own step (D2: the spec's app had them crossed).
 */
const AuthPages = () => (
  <ThemeShell>
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="create-new-password" element={<CreateNewPasswordPage />} />
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
      {['register-form', 'second-register-step'].map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <Fresh>
              <RegisterFormPage />
            </Fresh>
          }
        />
      ))}
      <Route path=":key/confirm-otp" element={<ConfirmOtpPage />} />
      <Route path="final-step" element={<FinalStepPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </ThemeShell>
);

export default AuthPages;
