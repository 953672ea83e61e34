import { Route, Routes } from 'react-router-dom';
import { ThemeShell } from '../../theme/ThemeShell';
import { NotFound } from '../NotFound';
import { LoginPage } from './LoginPage';

/** The auth layout: sign-in now; registration, OTP and password reset join it here. */
const AuthPages = () => (
  <ThemeShell>
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </ThemeShell>
);

export default AuthPages;
