import type { ColorScheme } from '../../theme/mode';
import { appTheme } from '../../theme/theme';

/**
 * MUI's code, which the auth pages share with the dashboard, and then their theme, each in a task
 * of its own before the pages' own code (see `preloadRoute`).
 */
export const makeTheme = (direction: 'rtl' | 'ltr', scheme: ColorScheme) => {
  appTheme(direction, scheme);
};
