import { useId, type ReactNode } from 'react';
import type { TaxNoticeRegister, TaxNoticeReport } from '../../../api/fiscal/taxNoticeReport';
import { formatDay } from './reportFormat';
import { RegisterFiscalButton, StoreAddressButton } from '../../../components/taxNotice/MasterDataButtons';
import { fiscalTexts } from '../../../../shared/texts/de/fiscal';
import { taxNoticeTexts } from '../../../../shared/texts/de/taxNotice';

const texts = taxNoticeTexts.taxNotice;
const t = texts.report;
type Field = keyof typeof texts.fields;
const tseTypes: Record<string, string> = fiscalTexts.fiscal.types;

/** One line of the form: its label, and the value or, where the report cannot go without it, 'fehlt'. */
function Line({ label, value, missing }: { label: string; value: ReactNode; missing?: boolean }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <div className="tax-notice-line">
      <dt>{label}</dt>
      <dd className={missing ? 'tax-notice-missing' : undefined}>
        {empty ? missing ? <strong>{t.missingValue}</strong> : t.notKnown : value}
      </dd>
    </div>
  );
}

/** What is missing, named in the form's words. */
const missingWords = (fields: readonly string[]) => fields.map((f) => texts.fields[f as Field]).join(', ');

/** The report being made (not a snapshot): its context, so its facts can be corrected where they show. */
type Editing = { contextId: string } | undefined;

function RegisterPart({
  register,
  index,
  level,
  editing,
}: {
  register: TaxNoticeRegister;
  index: number;
  level: 3 | 4;
  editing: Editing;
}) {
  const H = `h${level}` as 'h3';
  const missing = new Set<string>(register.missing);
  const headingId = useId();
  return (
    <section className="tax-notice-register" aria-labelledby={headingId}>
      <H className="h6" id={headingId}>
        {t.system(index + 1)} · {t.register(register.posId)}
        {!register.inService && <span className="badge text-bg-secondary ms-2">{t.decommissioned}</span>}
      </H>
      {register.missing.length > 0 && (
        <p className="tax-notice-missing small mb-1">
          {t.missing}: {missingWords(register.missing)}
        </p>
      )}
      <dl>
        <Line
          label={texts.fields.systemKind}
          value={register.systemKind && texts.systemKinds[register.systemKind]}
          missing={missing.has('systemKind')}
        />
        <Line label={t.tseSerial} value={register.tse?.serial} missing={missing.has('tseSerial')} />
        <Line label={t.tseType} value={register.tse?.type && (tseTypes[register.tse.type] ?? register.tse.type)} />
        <Line label={t.bsiCertificate} value={register.tse?.bsiCertificateId} />
        <Line label={texts.fields.manufacturer} value={register.manufacturer} missing={missing.has('manufacturer')} />
        <Line label={texts.fields.model} value={register.model} missing={missing.has('model')} />
        <Line label={texts.fields.softwareName} value={register.softwareName} />
        <Line label={texts.fields.softwareVersion} value={register.softwareVersion} />
        <Line label={texts.fields.serialNumber} value={register.serialNumber} missing={missing.has('serialNumber')} />
        <Line
          label={texts.fields.purchasedOn}
          value={formatDay(register.purchasedOn)}
          missing={missing.has('purchasedOn')}
        />
        <Line
          label={texts.fields.decommissionedOn}
          value={formatDay(register.decommissionedOn)}
          missing={missing.has('decommissionedOn')}
        />
        {register.decommissionReason && (
          <Line label={texts.fields.decommissionReason} value={register.decommissionReason} />
        )}
      </dl>
      {editing && (
        <RegisterFiscalButton
          contextId={editing.contextId}
          cashpointUid={register.cashpointUid}
          label={t.editRegister(register.posId)}
          className="d-print-none mb-2"
        />
      )}
    </section>
  );
}

/**
 * A store's report as a person transfers it into Mein ELSTER's form, in the form's order: the
 * taxpayer, the Betriebsstätte, then each system with its TSE, manufacturer, model, software, serial,
 * purchase and decommissioning. What a report cannot go without is marked 'fehlt' where it belongs.
 * The same view shows a report as it was sent (the history's snapshot).
 */
export function ReportSheet({
  report,
  headingLevel = 2,
  editable = false,
}: {
  report: TaxNoticeReport;
  headingLevel?: 2 | 3;
  /** The report being made: its facts get their forms (for FISCAL_CHANGE); a snapshot stays as sent. */
  editable?: boolean;
}) {
  const H = `h${headingLevel}` as 'h2';
  const editing: Editing = editable ? { contextId: report.contextId } : undefined;
  const { taxpayer, store } = report;
  return (
    <article className="tax-notice-sheet">
      <H className="h5 tax-notice-part">{t.taxpayer}</H>
      <dl>
        <Line label={texts.fields.name} value={taxpayer.name} missing={taxpayer.missing.includes('name')} />
        <Line
          label={texts.fields.taxNumber}
          value={taxpayer.taxNumber}
          missing={taxpayer.missing.includes('taxNumber')}
        />
        <Line label={texts.fields.taxOffice} value={taxpayer.taxOffice} />
      </dl>
      <H className="h5 tax-notice-part">{t.store}</H>
      <dl>
        <Line label={t.storeName} value={`${store.name} (${t.storeId} ${store.storeId})`} />
        <Line label={texts.fields.street} value={store.street} missing={store.missing.includes('street')} />
        <Line label={texts.fields.postalCode} value={store.postalCode} missing={store.missing.includes('postalCode')} />
        <Line label={texts.fields.city} value={store.city} missing={store.missing.includes('city')} />
        {store.closed && <Line label={t.closedStore} value={t.yes} />}
      </dl>
      {editing && !store.closed && (
        <StoreAddressButton
          contextId={editing.contextId}
          storeUid={report.storeUid}
          storeId={store.storeId}
          label={t.editStore}
          className="d-print-none mb-2"
        />
      )}
      <H className="h5 tax-notice-part">{t.systems}</H>
      <dl>
        <Line label={t.registerCount} value={String(report.registerCount)} />
      </dl>
      {report.registers.map((register, index) => (
        <RegisterPart
          key={register.cashpointUid}
          register={register}
          index={index}
          level={headingLevel === 2 ? 3 : 4}
          editing={editing}
        />
      ))}
    </article>
  );
}
