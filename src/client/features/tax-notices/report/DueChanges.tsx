import type { TaxNoticeReport } from '../../../api/fiscal/taxNoticeReport';
import { formatDateTime } from '../../../../shared/dates';
import { taxNoticeTexts } from '../../../../shared/texts/de/taxNotice';
import { formatDay } from './reportFormat';

const texts = taxNoticeTexts.taxNotice;
const t = texts.report;

/** The changes not yet reported, oldest first, each with its register and deadline. */
export function DueChanges({ report }: { report: TaxNoticeReport }) {
  return (
    <section aria-labelledby="tax-notice-changes" className="mb-3">
      <h2 className="h5" id="tax-notice-changes">
        {t.changes}
        {report.deadline && (
          <span className="fs-6 fw-normal ms-2">
            ({t.deadline}: {formatDay(report.deadline)})
          </span>
        )}
      </h2>
      {report.changes.length === 0 ? (
        <p className="text-body-secondary">{t.noChanges}</p>
      ) : (
        <ul className="mb-0">
          {report.changes.map((change) => (
            <li key={change.id}>
              {formatDateTime(change.at)}: {texts.changeKinds[change.kind]}
              {change.posId && ` (${t.register(change.posId)})`}
              {change.from && change.to && ` ${t.fromTo(change.from, change.to)}`} · {t.deadline}{' '}
              {formatDay(change.deadline)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
