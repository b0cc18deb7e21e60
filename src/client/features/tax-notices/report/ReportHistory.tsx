import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { TaxNoticeHistoryEntry } from '../../../api/fiscal/taxNoticeReport';
import { formatDateTime } from '../../../../shared/dates';
import { taxNoticeTexts } from '../../../../shared/texts/de/taxNotice';
import { formatDay } from './reportFormat';
import { ReportSheet } from './ReportSheet';

const t = taxNoticeTexts.taxNotice.report;

/** The reports of the store as sent, newest first; each opens to the report as it was (its snapshot). */
export function ReportHistory({ rows }: { rows: readonly TaxNoticeHistoryEntry[] }) {
  const [open, setOpen] = useState<number>();
  if (rows.length === 0) return <p className="text-body-secondary">{t.noHistory}</p>;
  return (
    <>
      <Table size="sm" responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t.reportedOn}</th>
            <th scope="col">{t.transferTicket}</th>
            <th scope="col">{t.registerCount}</th>
            <th scope="col">{t.reportedBy}</th>
            <th scope="col">
              <span className="visually-hidden">{t.showSnapshot}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatDay(row.reportedOn)}</td>
              <td className="font-monospace">{row.transferTicket}</td>
              <td>{row.snapshot.registerCount}</td>
              <td>
                {row.reportedBy} · {formatDateTime(row.reportedAt)}
              </td>
              <td className="text-end">
                <Button
                  size="sm"
                  variant="outline-secondary"
                  aria-expanded={open === row.id}
                  aria-label={t.showSnapshotOf(formatDay(row.reportedOn)!)}
                  onClick={() => setOpen(open === row.id ? undefined : row.id)}
                >
                  {open === row.id ? t.hideSnapshot : t.showSnapshot}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {rows
        .filter((row) => row.id === open)
        .map((row) => (
          <section
            key={row.id}
            className="border rounded p-3 mb-3"
            aria-label={t.snapshotOf(formatDay(row.reportedOn)!)}
          >
            <ReportSheet report={row.snapshot} headingLevel={3} />
          </section>
        ))}
    </>
  );
}
