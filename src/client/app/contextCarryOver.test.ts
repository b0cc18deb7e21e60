import { carryOverContextId } from './contextCarryOver';

describe('carryOverContextId', () => {
  it('carries the previous contextId to a target without one', () => {
    expect(carryOverContextId('?contextId=NORD&page=2', '/frontend/users', '')).toBe('?contextId=NORD');
    expect(carryOverContextId('?contextId=NORD', '/frontend/statistics', '?size=10')).toBe('?size=10&contextId=NORD');
  });
  it('keeps a contextId the target names itself', () => {
    expect(carryOverContextId('?contextId=NORD', '/frontend/cashpoints', '?contextId=SUED')).toBeNull();
  });
  it('does nothing when the previous route had no context, or for the login page', () => {
    expect(carryOverContextId('?page=1', '/frontend/home', '')).toBeNull();
    expect(carryOverContextId('?contextId=NORD', '/login', '?date=1')).toBeNull();
  });
});
