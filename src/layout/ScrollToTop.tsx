import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const sectionOf = (hash: string) => {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A link with a malformed escape names no section.
    return null;
  }
};

/**
 * Each navigation to another page starts at its top, or at its `#section` when the link names one.
 * The first page is left where the browser put it: at the section of a link such as
 * `/terms#law`, or where the vendor was before a reload. Taking a page over must not move it.
 */
export const ScrollToTop = () => {
  const { pathname, hash } = useLocation();
  // The page last placed; starting with the first one, so that neither the first effect nor its
  // second run under StrictMode scrolls it.
  const placed = useRef(pathname);
  useEffect(() => {
    if (placed.current === pathname) return;
    placed.current = pathname;
    const section = hash ? sectionOf(hash) : null;
    if (section) section.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
};
