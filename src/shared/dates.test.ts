import { formatDateTime, formatUnixSeconds } from './dates';

describe('date formatting', () => {
  it('writes dd.MM.yyyy HH:mm, with seconds on request', () => {
    const local = new Date(2026, 10, 3, 7, 5, 9);
    expect(formatDateTime(local.toISOString())).toBe('03.11.2026 07:05');
    expect(formatDateTime(local.getTime(), true)).toBe('03.11.2026 07:05:09');
    expect(formatUnixSeconds(Math.floor(local.getTime() / 1000), true)).toBe('03.11.2026 07:05:09');
  });

  it('gives an empty text for missing or broken times', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('kein Datum')).toBe('');
    expect(formatUnixSeconds(undefined)).toBe('');
  });
});
