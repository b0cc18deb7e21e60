import { deadlineOf, missingRegisterFields, missingStoreFields, missingTaxpayerFields } from './fields';

describe('the notification rules', () => {
  it('gives one month, the month end where the next month is shorter', () => {
    expect(deadlineOf('2026-01-31')).toBe('2026-02-28');
    expect(deadlineOf('2028-01-31')).toBe('2028-02-29');
    expect(deadlineOf('2026-03-15')).toBe('2026-04-15');
    expect(deadlineOf('2026-12-20')).toBe('2027-01-20');
  });

  it('names what a report cannot go without', () => {
    expect(missingTaxpayerFields(undefined)).toEqual(['name', 'taxNumber']);
    expect(missingStoreFields({ street: 'Hauptstr. 1', postalCode: ' ', city: 'Köln' })).toEqual(['postalCode']);
    const complete = {
      systemKind: 'cashRegister',
      manufacturer: 'X',
      model: 'Y',
      serialNumber: 'S1',
      purchasedOn: '2024-01-01',
      tseSerial: 'T1',
    };
    expect(missingRegisterFields({ ...complete, removed: false })).toEqual([]);
    expect(missingRegisterFields({ ...complete, removed: true })).toEqual(['decommissionedOn']);
    expect(missingRegisterFields({ removed: false })).toEqual([
      'systemKind',
      'manufacturer',
      'model',
      'serialNumber',
      'purchasedOn',
      'tseSerial',
    ]);
  });
});
