import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children one render after the page's own, at a lower priority than any update: React leaves
 * that render for an urgent one, such as a list's rows arriving. The dashboard's menu and its app
 * bar's buttons cost about a fifth of the time before a list's first rows; with this, the rows a
 * vendor opened the dashboard for come first and these a moment later, in places whose size is
 * already set (the app bar's, the sidebar's), so nothing on the page moves when they arrive. Only
 * the first render waits: once shown, they stay.
 */
export const AfterThePage = ({ children }: { children: ReactNode }) =>
  useDeferredValue(true, false) ? children : null;
