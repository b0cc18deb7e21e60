import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router-dom';
import { taxNoticesCsvHref, useGetTaxNoticeInitialReportsQuery } from '../../../api/fiscal/taxNoticeReport';
import { selectSession, useAppSelector } from '../../../app/hooks';
import { PageLinks } from '../../../components/PageLinks';
import { PageWrapper } from '../../../components/PageWrapper';
import { taxNoticeReportPath } from '../../../config/paths';
import { taxNoticeTexts } from '../../../../shared/texts/de/taxNotice';
import { formatDay } from './reportFormat';
import { ReportSheet } from './ReportSheet';
import './report.css';

const t = taxNoticeTexts.taxNotice.report;
/** Stores per page: a printout of 50 reports is what a person transfers in one sitting. */
const size = 50;

/**
 * 'Erstmeldung aller Filialen' (issue 52): the report of every open store of a context, one after the
 * other, each on its own A4 page when printed; page by page, and as one CSV of all of them.
 */
export function InitialReportPage() {
  const [params, setParams] = useSearchParams();
  const contexts = useAppSelector(selectSession)?.contexts ?? [];
  const contextId = params.get('contextId') ?? '';
  const context = contexts.find((c) => c.key === contextId);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useGetTaxNoticeInitialReportsQuery({ contextId, page, size }, { skip: !context });
  const data = reports.currentData;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / size));
  const title = context ? t.initialTitle(context.name) : t.initialPageTitle;

  const toolbar = context && (
    <>
      <Button variant="outline-secondary" onClick={() => window.print()}>
        {t.print}
      </Button>
      <a className="btn btn-outline-secondary" href={taxNoticesCsvHref(contextId)} download>
        {t.csvAll}
      </a>
    </>
  );

  return (
    <PageWrapper title={title} toolbar={toolbar} loading={Boolean(context) && reports.isLoading}>
      {!context || reports.isError || !data ? (
        !reports.isLoading && <Alert variant="danger">{t.loadFailed}</Alert>
      ) : (
        <>
          <p className="tax-notice-screen">{t.initialIntro(data.total)}</p>
          {data.rows.map((report) => {
            const storeTitle = t.title(`${report.store.storeId} ${report.store.name}`);
            return (
              <Card key={report.storeUid} className="tax-notice-card tax-notice-page mb-4">
                <Card.Body>
                  <h2 className="h4">
                    <Link to={taxNoticeReportPath(report.storeUid, contextId)}>{storeTitle}</Link>
                  </h2>
                  <p className="small">{t.printedOn(formatDay(report.generatedOn)!)}</p>
                  {!report.complete && <p className="tax-notice-missing">{t.incompleteNote}</p>}
                  <ReportSheet report={report} headingLevel={3} />
                </Card.Body>
              </Card>
            );
          })}
          {pages > 1 && (
            <div className="tax-notice-screen">
              <PageLinks
                page={page}
                pages={pages}
                onPage={(next) => setParams((p) => (p.set('page', String(next)), p))}
              />
            </div>
          )}
        </>
      )}
    </PageWrapper>
  );
}
