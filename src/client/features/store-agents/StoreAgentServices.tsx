import type { StoreAgentInfo } from '../../api/store-agents';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { Facts } from '../../components/fleet/Facts';
import { levelClass } from '../../components/fleet/storeChecks';
import { automaticServices, serviceStartTypeLevel, serviceStateLevel } from '../../../shared/reports/storeLevels';
import { reportedTitle, serviceStateText, startTypeText } from '../../../shared/serviceStates';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { storeAgentTexts } from '../../../shared/texts/de/storeAgents';

const t = storeAgentTexts.storeAgents;

/** A PosConnect service: UP is good, DOWN or nothing an error, any other state a warning. */
const posConnectLevel = (status: string | null | undefined) =>
  status === 'UP' ? 'ok' : !status || status === 'DOWN' ? 'error' : 'warning';

/** The reported start type, and why it is red where an automatic start is required. */
function startTypeTitle(service: string, startType: string | null | undefined) {
  if (startType && automaticServices.has(service) && startType !== 'AUTOMATIC') {
    return fleetTexts.fleet.startTypeRequired(startType, fleetTexts.fleet.startTypes.AUTOMATIC!);
  }
  return reportedTitle(startType);
}

/** The technical services of a store server and its PosConnect, their states in German. */
export function Services({ info }: { info: StoreAgentInfo | null | undefined }) {
  const services = Object.entries(info?.serviceInfo ?? {});
  const pc = info?.posConnectInfo;
  return (
    <>
      <h3 className="h6 mt-4">{t.sections.services}</h3>
      {services.length === 0 ? (
        <p className="text-body-secondary">{fleetTexts.fleet.noEntries}</p>
      ) : (
        <CardTable size="sm" className="mb-0 services-table">
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
                <CardCell
                  label={t.services.state}
                  className={levelClass[serviceStateLevel(s.state)]}
                  title={reportedTitle(s.state)}
                >
                  {serviceStateText(s.state) || fleetTexts.fleet.none}
                </CardCell>
                <CardCell
                  label={t.services.startType}
                  className={levelClass[serviceStartTypeLevel(name, s.startType)]}
                  title={startTypeTitle(name, s.startType)}
                >
                  {startTypeText(s.startType) || fleetTexts.fleet.none}
                </CardCell>
              </tr>
            ))}
          </tbody>
        </CardTable>
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
        <CardTable size="sm" className="mt-2 mb-0">
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
                <CardCell label={t.posConnect.instances}>{s.numberOfInstances}</CardCell>
                <CardCell
                  label={t.posConnect.status}
                  className={levelClass[posConnectLevel(s.status)]}
                  title={reportedTitle(s.status)}
                >
                  {serviceStateText(s.status) || fleetTexts.fleet.none}
                </CardCell>
                <CardCell label={t.posConnect.version}>{s.version}</CardCell>
              </tr>
            ))}
          </tbody>
        </CardTable>
      )}
    </>
  );
}
