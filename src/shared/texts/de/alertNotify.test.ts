import { alertNotifyTexts } from './alertNotify';

// The reminder mail's "how long open": one Minute, several Minuten, and from a day on hours.

describe('how long an alert has been open, in the reminder mail', () => {
  it('says Minute, Minuten, and hours from a day on', () => {
    const { openFor } = alertNotifyTexts.alertNotify.mail;
    expect(openFor(1)).toBe('Seit 1 Minute offen und nicht bestätigt.');
    expect(openFor(30)).toBe('Seit 30 Minuten offen und nicht bestätigt.');
    expect(openFor(26 * 60 + 5)).toBe('Seit 26 Stunden offen und nicht bestätigt.');
  });
});
