import type { TaxNoticeRegister, TaxNoticeReport } from '../../../api/fiscal/taxNoticeReport';

// A store's Kassenmeldung as the server sends it, for the report page's tests.

export function registerFixture(posId: string, more: Partial<TaxNoticeRegister> = {}): TaxNoticeRegister {
  return {
    cashpointUid: `cp-${posId}`,
    posId,
    systemKind: 'computerCashSystem',
    tse: { serial: `USB-${posId}`, type: 'usb', bsiCertificateId: 'BSI-K-TR-0374-2020' },
    manufacturer: 'Kassenwerk',
    model: 'KW 500',
    softwareName: 'KassenPOS',
    softwareVersion: '3.4.0',
    serialNumber: `SN-${posId}`,
    purchasedOn: '2024-03-01',
    decommissionedOn: null,
    decommissionReason: null,
    inService: true,
    missing: [],
    ...more,
  };
}

export function reportFixture(more: Partial<TaxNoticeReport> = {}): TaxNoticeReport {
  const registers = more.registers ?? [registerFixture('1')];
  return {
    contextId: 'NORDMARKT',
    storeUid: 'st-1001',
    generatedOn: '2026-11-30',
    taxpayer: { name: 'Nordmarkt Handels GmbH', taxNumber: '21/815/08150', taxOffice: null, missing: [] },
    store: {
      storeId: '1001',
      name: 'Altona',
      street: 'Große Bergstraße 12',
      postalCode: '22767',
      city: 'Hamburg',
      closed: false,
      missing: [],
    },
    registerCount: registers.length,
    registers,
    changes: [],
    deadline: null,
    complete: registers.every((r) => r.missing.length === 0),
    ...more,
  };
}
