import { berlinDay, registerProblems, storeAddressProblems, taxpayerProblems } from './masterData';
import { taxNumberLaender } from './taxNumber';

// The Steuernummer in each Land's printed format and the federal 13-digit form; the address and a
// register's dates as the forms and the server check them.

describe('the tax number', () => {
  it.each([
    ['93815/08152', 'BW'],
    ['181/815/08155', 'BY'],
    ['21/815/08150', 'BE'],
    ['048/815/08155', 'BB'],
    ['75 815 08152', 'HB'],
    ['02/815/08156', 'HH'],
    ['013 815 08153', 'HE'],
    ['079/815/08151', 'MV'],
    ['24/815/08151', 'NI'],
    ['133/8150/8159', 'NW'],
    ['22/815/08154', 'RP'],
    ['010/815/08182', 'SL'],
    ['201/123/12340', 'SN'],
    ['101/815/08154', 'ST'],
    ['29 815 08158', 'SH'],
    ['151/815/08156', 'TH'],
    ['2893081508152', 'BW'],
    ['9181081508155', 'BY'],
    ['5133081508159', 'NW'],
    ['3201012312340', 'SN'],
  ])('takes %s (%s)', (text, land) => {
    expect(taxNumberLaender(text)).toContain(land);
  });

  it.each([
    '',
    '12345',
    '181-815-08155',
    '181/815/0815',
    '0000000000000',
    '9181181508155',
    '1234/56/78901',
    'abc/815/08155',
  ])('refuses %p', (text) => {
    expect(taxNumberLaender(text)).toEqual([]);
  });

  it('names the field in German', () => {
    expect(taxpayerProblems({ name: 'Westfrisch GmbH', taxNumber: '12345' })).toEqual([
      { field: 'taxNumber', message: expect.stringMatching(/^Steuernummer: Das Format passt zu keinem Bundesland/) },
    ]);
    expect(taxpayerProblems({ name: ' ', taxNumber: '181/815/08155' })).toEqual([
      { field: 'name', message: 'Name des Steuerpflichtigen: Bitte ausfüllen.' },
    ]);
  });
});

describe('the store address', () => {
  it('needs five digits for a postal code, and nothing when left blank', () => {
    expect(storeAddressProblems({ street: 'Hauptstr. 1', postalCode: '1234', city: 'Bremen' })).toEqual([
      { field: 'postalCode', message: 'Postleitzahl: Bitte genau 5 Ziffern angeben.' },
    ]);
    expect(storeAddressProblems({ street: 'Hauptstr. 1', postalCode: '01234', city: 'Dresden' })).toEqual([]);
    expect(storeAddressProblems({ street: null, postalCode: '', city: null })).toEqual([]);
  });
});

describe("a register's fiscal fields", () => {
  const blank = {
    systemKind: null,
    manufacturer: null,
    model: null,
    softwareName: null,
    softwareVersion: null,
    serialNumber: null,
    purchasedOn: null,
    decommissionedOn: null,
    decommissionReason: null,
  };
  const facts = { today: '2026-03-10', firstSeen: '2025-06-01' };
  const fields = (input: object) => registerProblems({ ...blank, ...input }, facts).map((p) => p.field);

  it('refuses an unknown kind of system, a day that is none, and a purchase after today', () => {
    expect(fields({ systemKind: 'abacus' })).toEqual(['systemKind']);
    expect(fields({ purchasedOn: '2025-02-30' })).toEqual(['purchasedOn']);
    expect(fields({ purchasedOn: '2026-03-11' })).toEqual(['purchasedOn']);
    expect(fields({ purchasedOn: '2026-03-10', systemKind: 'cashRegister' })).toEqual([]);
  });

  it('refuses a purchase after the decommissioning and a decommissioning before the first heartbeat', () => {
    expect(fields({ purchasedOn: '2025-08-02', decommissionedOn: '2025-08-01' })).toEqual(['purchasedOn']);
    expect(fields({ decommissionedOn: '2025-05-31' })).toEqual(['decommissionedOn']);
    expect(fields({ decommissionedOn: '2025-06-01', decommissionReason: 'defekt' })).toEqual([]);
    expect(fields({ decommissionReason: 'defekt' })).toEqual(['decommissionReason']);
  });

  it('takes the day in Berlin', () => {
    expect(berlinDay(Date.UTC(2026, 0, 31, 23, 30))).toBe('2026-02-01');
  });
});
