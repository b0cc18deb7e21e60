import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { frameTexts } from '../../../shared/texts/de/frame';

const t = frameTexts.pageError;

/**
 * The German notice in place of a page that failed to render, with the ways back: the start page
 * (a full load, so nothing of the broken state stays) and a reload of this page.
 */
export function PageError() {
  return (
    <div className="alert alert-danger m-3" role="alert">
      <h1 className="h5">{t.title}</h1>
      <p>{t.hint}</p>
      <a className="btn btn-primary me-2" href="/">
        {t.home}
      </a>
      <button type="button" className="btn btn-outline-secondary" onClick={() => window.location.reload()}>
        {t.reload}
      </button>
    </div>
  );
}

// React catches render errors only in a class component. It reports what it caught to the console
// itself (createRoot's onCaughtError), so nothing is logged here.
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

/**
 * Catches what a page throws while it renders, so the page shows the notice instead of vanishing
 * (with the frame and its menu left standing). A new path starts afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
