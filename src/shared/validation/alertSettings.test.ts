import { isTimeZone } from './alertSettings';

// The time zone check the settings tab and the server share. Newer runtimes (recent browsers) take a
// UTC offset such as +01:00 as a time zone; the settings want a zone name, whose rules know summer time.

describe('isTimeZone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes IANA zone names the runtime knows', () => {
    expect(['Europe/Berlin', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+1'].map(isTimeZone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Mars/Olympus', 'Europe/Berlin ', ''].map(isTimeZone)).toEqual([false, false, false]);
  });

  it('refuses offsets even where the runtime would take them', () => {
    jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => ({}) as Intl.DateTimeFormat);
    expect(['+01:00', '-0530', 'Europe/Berlin'].map(isTimeZone)).toEqual([false, false, true]);
  });
});
