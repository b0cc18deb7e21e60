import { CardCell, CardTable } from '../cardTable/CardTable';
import type { CashpointAgentInfo } from '../../api/cashpoints';
import { formatUnixSeconds } from '../../../shared/dates';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { Facts, yesNo } from './Facts';

const f = fleetTexts.fleet;
type OsInfo = NonNullable<CashpointAgentInfo['osInfo']>;
type NetworkInterface = NonNullable<CashpointAgentInfo['interfaces']>[number];

/** Operating system and network of a register or store server, as its agent reports them. */
export function OsSection({ osInfo, interfaces }: { osInfo?: OsInfo | null; interfaces?: NetworkInterface[] | null }) {
  const os = osInfo ?? {};
  return (
    <>
      <h3 className="h6 mt-4">{f.sections.os}</h3>
      <Facts
        items={[
          [f.os.osName, os.osName],
          [f.os.osType, os.osType],
          [f.os.version, os.version],
          [f.os.cpus, os.cpus ?? ''],
          [f.os.platform, os.platform],
          [f.os.hostname, os.hostname],
          [f.os.lastReboot, formatUnixSeconds(os.lastReboot)],
          [f.os.timezone, os.timezone],
          [f.os.ntpServer, os.ntpServer],
          [f.os.ntpSyncActive, yesNo(os.ntpSyncActive)],
          [f.os.ntpLastSuccessfulSyncTime, formatUnixSeconds(os.ntpLastSuccessfulSyncTime)],
        ]}
      />
      <h3 className="h6 mt-4">{f.sections.network}</h3>
      {!interfaces?.length ? (
        <p className="text-body-secondary">{f.noEntries}</p>
      ) : (
        <CardTable size="sm" className="mb-0">
          <thead>
            <tr>
              {Object.values(f.network).map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {interfaces.map((i) => (
              <tr key={i.name}>
                <td>{i.name}</td>
                <CardCell label={f.network.ipAddress}>{i.ipAddress}</CardCell>
                <CardCell label={f.network.macAddress}>{i.macAddress}</CardCell>
                <CardCell label={f.network.netmask}>{i.netmask}</CardCell>
                <CardCell label={f.network.gateway}>{i.gateway}</CardCell>
              </tr>
            ))}
          </tbody>
        </CardTable>
      )}
    </>
  );
}
