import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { frameTexts } from '../../shared/texts/de/frame';
import { DataAge } from './DataAge';

interface Props {
  title: string;
  /** A title for assistive technology only (the register report shows none on screen). */
  hideTitle?: boolean;
  contextPicker?: ReactNode;
  toolbar?: ReactNode;
  loading?: boolean;
  /** When the live data of the page was last fetched: shown as 'Stand hh:mm:ss'. */
  updatedAt?: number;
  children?: ReactNode;
}

/** The frame of every page: title, context picker, toolbar and a loading state. */
export function PageWrapper({ title, hideTitle, contextPicker, toolbar, loading, updatedAt, children }: Props) {
  return (
    <section className="page" aria-busy={loading || undefined}>
      <div className="page-header d-flex flex-wrap align-items-center gap-3 mb-3">
        <h1 className={hideTitle ? 'visually-hidden' : 'h3 mb-0 me-auto'}>{title}</h1>
        <DataAge at={updatedAt} />
        {contextPicker}
        {toolbar && <div className="page-toolbar d-flex flex-wrap align-items-center gap-2">{toolbar}</div>}
      </div>
      {loading ? (
        <div className="d-flex justify-content-center py-5">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{frameTexts.app.loading}</span>
          </Spinner>
        </div>
      ) : (
        children
      )}
    </section>
  );
}
