import { carryOverContextId } from './contextCarryOver';

describe('carryOverContextId', () => {
  it('carries the previous contextId to a target without one', () => {
    expect(carryOverContextId('?contextId=NORD&page=2', { pathname: '/frontend/users', search: '' })).toEqual({
      pathname: '/frontend/users',
      search: '?contextId=NORD',
    });
  });

  it('keeps the other query parameters and the hash of the target', () => {
    expect(
      carryOverContextId('?contextId=NORD', { pathname: '/frontend/cashpoints', search: '?size=10', hash: '#NORD&1' }),
    ).toEqual({ pathname: '/frontend/cashpoints', search: '?size=10&contextId=NORD', hash: '#NORD&1' });
  });

  it('keeps a contextId the target names itself', () => {
    expect(
      carryOverContextId('?contextId=NORD', { pathname: '/frontend/cashpoints', search: '?contextId=SUED' }),
    ).toBeNull();
  });

  it('treats an empty contextId as none', () => {
    expect(carryOverContextId('?contextId=NORD', { pathname: '/frontend/home', search: '?contextId=' })).toEqual({
      pathname: '/frontend/home',
      search: '?contextId=NORD',
    });
    expect(carryOverContextId('?contextId=', { pathname: '/frontend/home', search: '' })).toBeNull();
  });

  it('does nothing when the previous route had no context, or for the login page', () => {
    expect(carryOverContextId('?page=1', { pathname: '/frontend/home', search: '' })).toBeNull();
    expect(carryOverContextId('', { pathname: '/frontend/home', search: '' })).toBeNull();
    expect(carryOverContextId('?contextId=NORD', { pathname: '/login', search: '?date=1' })).toBeNull();
  });

  it('keeps the extra fields of a router location', () => {
    const next = { pathname: '/frontend/users', search: '', hash: '', state: null, key: 'k1' };
    expect(carryOverContextId('?contextId=NORD', next)).toEqual({ ...next, search: '?contextId=NORD' });
  });
});
