import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useGetTseQuery, type TseHistoryEntry } from '../../api/fiscal';
import { formatDateTime } from '../../../shared/dates';
import { fiscalTexts } from '../../../shared/texts/de/fiscal';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';
import { frameTexts } from '../../../shared/texts/de/frame';
import { Facts } from '../fleet/Facts';
import { stateText } from './tseFormat';

const t = fiscalPageTexts.fiscalPage.history;

/** One history entry in words. */
export function eventText(entry: TseHistoryEntry): string {
  switch (entry.kind) {
    case 'firstSeen':
      return t.kinds.firstSeen();
    case 'swappedIn':
      return t.kinds.swappedIn(entry.otherSerial);
    case 'swappedOut':
      return t.kinds.swappedOut(entry.otherSerial);
    case 'state':
      return t.kinds.state(stateText(entry.from), stateText(entry.to));
    default:
      return t.kinds.planClosed(entry.to);
  }
}

interface Props {
  serial: string;
  contextId: string;
  onHide(): void;
}

/** A TSE's history: first and last report, swaps, state changes and closed plans, newest last. */
export function TseHistoryDialog({ serial, contextId, onHide }: Props) {
  const titleId = useId();
  const { data } = useGetTseQuery({ serial, contextId });
  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id={titleId}>{t.title(serial)}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!data ? (
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{frameTexts.app.loading}</span>
          </Spinner>
        ) : (
          <>
            <Facts
              items={[
                [t.firstSeen, formatDateTime(data.firstSeen)],
                [t.lastSeen, formatDateTime(data.lastSeen)],
                [t.activatedAt, formatDateTime(data.activatedAt)],
                [t.inUse, data.inUse ? fiscalTexts.fiscal.yes : t.retired],
              ]}
            />
            {data.history.length === 0 ? (
              <p className="text-body-secondary mt-3">{t.none}</p>
            ) : (
              <Table size="sm" className="mt-3 mb-0">
                <caption className="visually-hidden">{t.tableLabel}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.at}</th>
                    <th scope="col">{t.event}</th>
                    <th scope="col">{t.placeHeader}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.history.map((entry, index) => (
                    <tr key={`${entry.at}-${index}`}>
                      <td className="text-nowrap">{formatDateTime(entry.at)}</td>
                      <td>{eventText(entry)}</td>
                      <td>{t.place(entry.storeId, entry.posId)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
