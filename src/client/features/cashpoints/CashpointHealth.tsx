import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { useGetCashpointHealthQuery, type CashpointHealth } from '../../api/store-health';
import { formatDateTime } from '../../../shared/dates';
import { Facts, yesNo } from '../../components/fleet/Facts';
import { HealthMark } from '../../components/storeHealth/HealthMark';
import { pollingIntervalMs } from '../../lib/polling';
import { storeHealthTexts } from '../../../shared/texts/de/storeHealth';
import { storeHealthScreenTexts } from '../../../shared/texts/de/storeHealthScreens';

const t = storeHealthScreenTexts.storeHealthScreens;
const words = storeHealthTexts.storeHealth;
/** A device state that stops or soon stops the register selling, shown in the danger or warning colour. */
const stateClass: Partial<Record<CashpointHealth['peripherals'][number]['state'], string>> = {
  offline: 'text-danger-emphasis fw-semibold',
  coverOpen: 'text-danger-emphasis fw-semibold',
  paperOut: 'text-danger-emphasis fw-semibold',
  error: 'text-danger-emphasis fw-semibold',
  paperLow: 'text-warning-emphasis fw-semibold',
};

/** A section of the register details with its heading as its name (a region for assistive technology). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="h6 mt-4">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Peripherals({ devices }: { devices: CashpointHealth['peripherals'] }) {
  const p = t.peripherals;
  if (devices.length === 0) return <p className="text-body-secondary mb-0">{p.none}</p>;
  return (
    // Scrolls sideways on a phone: a region one can reach and scroll by keyboard too (axe:
    // scrollable-region-focusable), as the version history's.
    <div className="table-responsive" tabIndex={0} role="region" aria-label={p.tableLabel}>
      <Table size="sm" className="mb-0" aria-label={p.tableLabel}>
        <thead>
          <tr>
            <th scope="col">{p.kind}</th>
            <th scope="col">{p.name}</th>
            <th scope="col">{p.state}</th>
            <th scope="col">{p.since}</th>
          </tr>
        </thead>
        <tbody>
          {devices.map((d) => (
            <tr key={`${d.kind}-${d.name}`}>
              <td>{words.devices[d.kind]}</td>
              <td>{d.name}</td>
              <td className={stateClass[d.state]}>{words.deviceStates[d.state]}</td>
              <td>{formatDateTime(d.since)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function Payment({ payment }: { payment: CashpointHealth['payment'] }) {
  const p = t.payment;
  if (!payment) return <p className="text-body-secondary mb-0">{p.none}</p>;
  return (
    <Facts
      items={[
        [p.terminalId, payment.terminalId],
        [p.reachable, p.reachableSince(payment.reachable, formatDateTime(payment.reachableSince))],
        [p.lastTransaction, formatDateTime(payment.lastTransactionAt)],
        [p.lastCut, formatDateTime(payment.lastCutAt)],
        [p.offlineTransactions, String(payment.offlineTransactions)],
        [p.oldestOffline, formatDateTime(payment.oldestOfflineAt)],
      ]}
    />
  );
}

function Receipts({ health }: { health: CashpointHealth }) {
  const r = t.receipts;
  const flow = health.dataFlow;
  return (
    <Facts
      items={[
        [r.openReceipt, yesNo(health.openReceipt)],
        [r.unsent, flow ? String(flow.unsentReceipts) : ''],
        [r.oldestUnsent, formatDateTime(flow?.oldestUnsentAt)],
        [r.lastUpload, formatDateTime(flow?.lastUploadAt)],
      ]}
    />
  );
}

/**
 * The register details' health (issue 51): its state and causes, then the sections 'Peripherie'
 * (each device with its state since when), 'Zahlung' (the card terminal) and 'Belege' (the open
 * receipt and those not yet sent), as the register's agent last reported them.
 */
export function CashpointHealthSections({ uid, contextId }: { uid: string; contextId: string }) {
  const { currentData: health } = useGetCashpointHealthQuery(
    { uid, contextId },
    { pollingInterval: pollingIntervalMs },
  );
  if (!health) return null;
  return (
    <>
      <Section id={`health-${uid}`} title={t.title}>
        <p className="d-flex align-items-center gap-2 mb-1">
          <HealthMark health={health} />
          {t.stateText(health.state)}
        </p>
        {health.causes.length === 0 ? (
          <p className="text-body-secondary mb-1">{t.registerAllClear}</p>
        ) : (
          <ul className="health-causes mb-1 ps-3" aria-label={t.causesLabel}>
            {health.causes.map((cause) => (
              <li key={`${cause.kind}-${cause.text}`}>{cause.text}</li>
            ))}
          </ul>
        )}
        <p className="small text-body-secondary mb-0">{t.storeOpen(health.storeOpen)}</p>
      </Section>
      <div className="details-columns">
        <Section id={`peripherals-${uid}`} title={t.peripherals.title}>
          <Peripherals devices={health.peripherals} />
        </Section>
        <Section id={`payment-${uid}`} title={t.payment.title}>
          <Payment payment={health.payment} />
        </Section>
      </div>
      <Section id={`receipts-${uid}`} title={t.receipts.title}>
        <Receipts health={health} />
      </Section>
    </>
  );
}
