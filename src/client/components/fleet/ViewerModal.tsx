import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { formatDateTime } from '../../../shared/dates';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';

/** A read-only modal for one piece of a target's information (viewers, install logs). */
export function ViewerModal({ title, onHide, children }: { title: string; onHide(): void; children: ReactNode }) {
  return (
    <Modal show onHide={onHide} size="lg" scrollable aria-label={title}>
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="viewer-body">{children}</Modal.Body>
    </Modal>
  );
}

export const viewerLoading = (
  <Spinner animation="border" size="sm" role="status">
    <span className="visually-hidden">{frameTexts.app.loading}</span>
  </Spinner>
);

/** The body of an install-log viewer: the log with its date, or a note that there is none. */
export function LogBody({ data }: { data: { log?: string | null; logDate?: string | null } | undefined }) {
  if (!data) return viewerLoading;
  if (!data.log) return <p className="text-body-secondary mb-0">{fleetTexts.fleet.noLog}</p>;
  return (
    <>
      {data.logDate && (
        <p className="small text-body-secondary">{fleetTexts.fleet.logDate(formatDateTime(data.logDate, true))}</p>
      )}
      <pre className="viewer-text log-text mb-0">{data.log}</pre>
    </>
  );
}
