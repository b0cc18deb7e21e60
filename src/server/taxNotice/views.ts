// The reply shapes of taxNotice: its rows as the contract shows them.
import type { components } from '../../shared/generated/contract';
import { berlinDay } from '../../shared/taxNotice/masterData';
import type { FiscalRegisterRow } from './repository/masterData';

type FiscalRegister = components['schemas']['FiscalRegister'];

/** A register's fiscal fields; `agentSoftware` what the fleet knows of its software. */
export function registerView(row: FiscalRegisterRow, agentSoftware: FiscalRegister['agentSoftware']): FiscalRegister {
  return {
    cashpointUid: row.cashpointUid,
    storeUid: row.storeUid,
    storeId: row.storeId,
    posId: row.posId,
    systemKind: row.systemKind as FiscalRegister['systemKind'],
    manufacturer: row.manufacturer,
    model: row.model,
    softwareName: row.softwareName,
    softwareVersion: row.softwareVersion,
    serialNumber: row.serialNumber,
    tseSerial: row.tseSerial,
    purchasedOn: row.purchasedOn,
    decommissionedOn: row.decommissionedOn,
    decommissionReason: row.decommissionReason,
    firstSeen: berlinDay(row.firstSeen),
    removed: row.removed,
    agentSoftware,
  };
}
