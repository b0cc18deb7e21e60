import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  taxNoticeCsvHref,
  useGetTaxNoticeHistoryQuery,
  useGetTaxNoticeQuery,
} from '../../../api/fiscal/taxNoticeReport';
import { selectSession, useAppSelector } from '../../../app/hooks';
import { PageWrapper } from '../../../components/PageWrapper';
import { hasRights } from '../../../../shared/rights';
import { taxNoticeTexts } from '../../../../shared/texts/de/taxNotice';
import { MarkReportedDialog } from './MarkReportedDialog';
import { DueChanges } from './DueChanges';
import { formatDay } from './reportFormat';
import { ReportHistory } from './ReportHistory';
import { ReportSheet } from './ReportSheet';
import './report.css';

const t = taxNoticeTexts.taxNotice.report;

/**
 * One store's Kassenmeldung (issue 52): the report in the order of Mein ELSTER's form, to print (A4)
 * or download as CSV, what is missing per register, the changes due with their deadline,
 * 'Als gemeldet markieren' (with FISCAL_CHANGE) and the reports sent before.
 */
export function TaxNoticeReportPage() {
  const { storeUid = '' } = useParams();
  const [params] = useSearchParams();
  const session = useAppSelector(selectSession);
  const contextId = params.get('contextId') ?? '';
  const known = session?.contexts.some((c) => c.key === contextId) ?? false;
  const canMark = hasRights(session?.rights, ['FISCAL_CHANGE']);
  const [marking, setMarking] = useState(false);
  const report = useGetTaxNoticeQuery({ storeUid, contextId }, { skip: !known });
  const history = useGetTaxNoticeHistoryQuery({ storeUid, contextId }, { skip: !known });
  const data = report.currentData;
  const title = data ? t.title(`${data.store.storeId} ${data.store.name}`) : t.pageTitle;

  const toolbar = data && (
    <>
      <Button variant="outline-secondary" onClick={() => window.print()}>
        {t.print}
      </Button>
      <a className="btn btn-outline-secondary" href={taxNoticeCsvHref(storeUid, contextId)} download>
        {t.csv}
      </a>
      {canMark && (
        <Button variant="primary" disabled={!data.complete} onClick={() => setMarking(true)}>
          {t.mark}
        </Button>
      )}
    </>
  );

  return (
    <PageWrapper title={title} toolbar={toolbar} loading={known && report.isLoading}>
      {!known || report.isError || !data ? (
        !report.isLoading && <Alert variant="danger">{t.loadFailed}</Alert>
      ) : (
        <>
          <div className="tax-notice-screen">
            <p>{t.intro}</p>
            {data.complete ? (
              <Alert variant="success" className="py-2">
                {t.complete}
              </Alert>
            ) : (
              <Alert variant="warning" className="py-2">
                {t.incompleteNote}
              </Alert>
            )}
            <DueChanges report={data} />
          </div>
          <Card className="tax-notice-card mb-4">
            <Card.Body>
              <div className="tax-notice-print-head">
                <p className="h4">{title}</p>
                <p className="small">{t.printedOn(formatDay(data.generatedOn)!)}</p>
              </div>
              <ReportSheet report={data} editable />
              <p className="small text-body-secondary mb-0">{t.noXml}</p>
            </Card.Body>
          </Card>
          <section className="tax-notice-screen" aria-labelledby="tax-notice-history">
            <h2 className="h5" id="tax-notice-history">
              {t.history}
            </h2>
            <ReportHistory rows={history.currentData?.rows ?? []} />
          </section>
          {marking && (
            <MarkReportedDialog storeUid={storeUid} contextId={contextId} onClose={() => setMarking(false)} />
          )}
        </>
      )}
    </PageWrapper>
  );
}
