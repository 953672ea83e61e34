import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageProvider';
import { TopBarTitle } from './TopBarTitle';

/**
 * Errors of code that could not be fetched: Vite's wrapper of every `import()` announces each one
 * before the page's error boundary sees it.
 */
const fetchFailures = new WeakSet<object>();
if (typeof window !== 'undefined')
  window.addEventListener('vite:preloadError', (event) => {
    if (typeof event.payload === 'object' && event.payload) fetchFailures.add(event.payload);
  });

/**
 * What the dashboard shows in place of a page that failed: a lost connection when the page's code
 * could not be fetched, else a plain apology; never the error itself. Trying again reloads, which
 * also fetches afresh what most browsers would otherwise refuse to ask for twice.
 */
export const PageError = ({ error }: { error?: unknown }) => {
  const { t } = useLanguage();
  // A network failure is a TypeError; a file that came but would not run (a SyntaxError, say) is not.
  const offline = error instanceof TypeError && fetchFailures.has(error);
  const title = t(offline ? 'pageError.offlineTitle' : 'pageError.title');
  return (
    <div className="mw-center-page">
      <TopBarTitle title={title} />
      <div role="alert">
        <h1>{title}</h1>
        <p>{t(offline ? 'pageError.offlineMessage' : 'pageError.message')}</p>
        <div className="mw-actions">
          <button type="button" className="mw-button" onClick={() => window.location.reload()}>
            {t('pageError.tryAgain')}
          </button>
          <Link className="mw-button mw-button-quiet" to="/dashboard">
            {t('pageError.backToDashboard')}
          </Link>
        </div>
      </div>
    </div>
  );
};
