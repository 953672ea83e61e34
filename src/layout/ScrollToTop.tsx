import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each navigation starts at the top of the page. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
