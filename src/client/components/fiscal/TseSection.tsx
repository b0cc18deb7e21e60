import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useGetTsesQuery, type TseRow } from '../../api/fiscal';
import { formatDateTime } from '../../../shared/dates';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';
import { Facts } from '../fleet/Facts';
import { variantTextClass } from '../../lib/statusVariants';
import { TseHistoryDialog } from './TseHistoryDialog';
import { capacityText, daysLeftVariant, germanDay, stateText, typeText } from './tseFormat';

const t = fiscalPageTexts.fiscalPage.section;
const p = fiscalPageTexts.fiscalPage;

/** A time and, after it, '(fehlgeschlagen)' when the TSE reported that it failed. */
const lastRun = (at: string | null, ok: boolean | null) =>
  at ? `${formatDateTime(at)}${ok === false ? ` ${t.failed}` : ''}` : '';

function TseFacts({ tse, onHistory }: { tse: TseRow; onHistory(): void }) {
  const variant = daysLeftVariant(tse.daysLeft);
  return (
    <>
      <Facts
        items={[
          [t.type, `${typeText(tse.type)}${tse.cashpoints.length > 1 ? ` (${t.shared(tse.cashpoints.length)})` : ''}`],
          [t.serial, tse.serial],
          [
            t.validUntil,
            <>
              {germanDay(tse.certificateValidUntil)}{' '}
              <span className={variant ? `${variantTextClass[variant]} fw-semibold` : 'text-body-secondary'}>
                ({p.days(tse.daysLeft)})
              </span>
            </>,
          ],
          [t.capacity, capacityText(tse)],
          [t.state, stateText(tse.state)],
          [t.lastExport, lastRun(tse.lastExportAt, tse.lastExportOk)],
          [t.lastSelfTest, lastRun(tse.lastSelfTestAt, tse.lastSelfTestOk)],
        ]}
      />
      <Button variant="outline-secondary" size="sm" className="mt-2" onClick={onHistory}>
        {t.history}
      </Button>
    </>
  );
}

/** The register details' TSE section: the TSE the register reports, and a button to its history. */
export function TseSection({ contextId, cashpointUid }: { contextId: string; cashpointUid: string }) {
  const { data } = useGetTsesQuery({ contextId, cashpointUid, size: 1 });
  const [history, setHistory] = useState(false);
  const tse = data?.rows[0];
  return (
    <section aria-label={t.title}>
      <h3 className="h6 mt-4">{t.title}</h3>
      {!data ? null : !tse ? (
        <p className="text-body-secondary mb-0">{t.none}</p>
      ) : (
        <TseFacts tse={tse} onHistory={() => setHistory(true)} />
      )}
      {history && tse && (
        <TseHistoryDialog serial={tse.serial} contextId={contextId} onHide={() => setHistory(false)} />
      )}
    </section>
  );
}
