import { backupResultLevel, diwadebuLevel, serviceStateLevel, startTypeLevel, updateResultLevel } from './storeLevels';

describe('store check colours', () => {
  it('rates service states and start types', () => {
    expect(['RUNNING', 'STOPPED', 'STARTING', undefined].map(serviceStateLevel)).toEqual([
      'ok',
      'error',
      'warning',
      'error',
    ]);
    expect(['AUTOMATIC', 'MANUAL', null].map(startTypeLevel)).toEqual(['ok', 'error', 'error']);
  });

  it('rates backup and update results', () => {
    expect(backupResultLevel('4')).toBe('neutral');
    expect(backupResultLevel('1')).toBe('error');
    expect(updateResultLevel(null, '1')).toBe('neutral');
    expect(updateResultLevel({ timestamp: 1 }, '1')).toBe('error');
    expect(updateResultLevel({ timestamp: 1 }, '4')).toBe('neutral');
  });

  it('rates the DIWADEBU log', () => {
    expect([undefined, 'Error: x', '7', '6', '3', '1', '0'].map(diwadebuLevel)).toEqual([
      'error',
      'error',
      'error',
      'error',
      'warning',
      'ok',
      'ok',
    ]);
  });
});
