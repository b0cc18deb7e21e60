import Table from 'react-bootstrap/Table';
import type { StoreAgentInfo } from '../../api/store-agents';
import { Facts } from '../../components/fleet/Facts';
import { levelClass } from '../../components/fleet/storeChecks';
import { serviceStateLevel, startTypeLevel } from '../../../shared/reports/storeLevels';
import { texts } from '../../../shared/texts/de';

const t = texts.storeAgents;

/** The technical services of a store server and its PosConnect. */
export function Services({ info }: { info: StoreAgentInfo | null | undefined }) {
  const services = Object.entries(info?.serviceInfo ?? {});
  const pc = info?.posConnectInfo;
  return (
    <>
      <h3 className="h6 mt-4">{t.sections.services}</h3>
      {services.length === 0 ? (
        <p className="text-body-secondary">{texts.fleet.noEntries}</p>
      ) : (
        <Table size="sm" responsive className="mb-0 services-table">
          <thead>
            <tr>
              <th scope="col">{t.services.name}</th>
              <th scope="col">{t.services.state}</th>
              <th scope="col">{t.services.startType}</th>
            </tr>
          </thead>
          <tbody>
            {services.map(([name, s]) => (
              <tr key={name}>
                <td>{name}</td>
                <td className={levelClass[serviceStateLevel(s.state)]}>{s.state}</td>
                <td className={levelClass[startTypeLevel(s.startType)]}>{s.startType ?? texts.fleet.none}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h3 className="h6 mt-4">{t.sections.posConnect}</h3>
      <Facts
        items={[
          [t.posConnect.mandant, pc?.mandant],
          [t.posConnect.environment, pc?.environment],
          [t.posConnect.buildTag, pc?.buildTag],
        ]}
      />
      {(pc?.services ?? []).length > 0 && (
        <Table size="sm" responsive className="mt-2 mb-0">
          <thead>
            <tr>
              <th scope="col">{t.posConnect.service}</th>
              <th scope="col">{t.posConnect.instances}</th>
              <th scope="col">{t.posConnect.status}</th>
              <th scope="col">{t.posConnect.version}</th>
            </tr>
          </thead>
          <tbody>
            {pc!.services!.map((s) => (
              <tr key={s.name}>
                <td>{s.name}</td>
                <td>{s.numberOfInstances}</td>
                <td className={s.status === 'UP' ? 'text-success' : 'text-danger fw-semibold'}>{s.status}</td>
                <td>{s.version}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
