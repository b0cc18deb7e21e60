import { alertDetailText } from './alertLabel';

// The selling alerts' details (issue 51) as the list and the mails show them: the checks store codes
// and counts, the people read German.
describe('the detail of the alerts on a store’s ability to sell', () => {
  it('names the devices that stop a register selling, in German', () => {
    expect(alertDetailText({ kind: 'peripheralDown', detail: 'eft:offline, printer:paperOut' })).toBe(
      'Kartenterminal: nicht erreichbar, Bondrucker: Papier leer',
    );
  });

  it('names the card terminal and the count of unsent receipts', () => {
    expect(alertDetailText({ kind: 'eftCutMissing', detail: 'T-7305' })).toBe('Kartenterminal T-7305');
    expect(alertDetailText({ kind: 'receiptsUnsent', detail: '1' })).toBe('1 Beleg nicht gesendet');
    expect(alertDetailText({ kind: 'receiptsUnsent', detail: '14' })).toBe('14 Belege nicht gesendet');
  });
});
