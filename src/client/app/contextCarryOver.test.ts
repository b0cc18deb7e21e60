import { createMemoryRouter } from 'react-router-dom';
import { carryOverContextId, keepContextId } from './contextCarryOver';

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

describe('keepContextId', () => {
  const router = () => {
    const r = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/frontend/home'] });
    keepContextId(r);
    return r;
  };

  it('adds the previous contextId to the next location, replacing it rather than pushing', async () => {
    const r = router();
    await r.navigate('/frontend/cashpoints?contextId=SUED');
    await r.navigate('/frontend/statistics#x');
    expect(r.state.location).toMatchObject({ pathname: '/frontend/statistics', search: '?contextId=SUED', hash: '#x' });
    await r.navigate(-1);
    expect(r.state.location.pathname).toBe('/frontend/cashpoints');
  });

  it('works from the router alone, even when no page has rendered the previous location', async () => {
    const r = router();
    void r.navigate('/frontend/cashpoints?contextId=SUED');
    await r.navigate('/frontend/users');
    expect(r.state.location.search).toBe('?contextId=SUED');
  });

  it('leaves a chosen context, the login page and a route without previous context alone', async () => {
    const r = router();
    await r.navigate('/frontend/users');
    expect(r.state.location.search).toBe('');
    await r.navigate('/frontend/cashpoints?contextId=SUED');
    await r.navigate('/frontend/cashpoints?contextId=NORD');
    expect(r.state.location.search).toBe('?contextId=NORD');
    await r.navigate('/login?date=1');
    expect(r.state.location.search).toBe('?date=1');
  });
});
