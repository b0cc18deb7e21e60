import { mayOpen, pageAccess } from './pageAccess';

const everything = {
  rights: ['USERS', 'CONTEXTS'],
  hasStoreAgents: true,
  hasStatsMenu: true,
  hasStatistics: true,
  hasContextManagement: true,
};

describe('mayOpen', () => {
  it('opens a page without a rule to every session', () => {
    expect(mayOpen({ rights: [] }, undefined)).toBe(true);
  });

  it('needs every feature of the page switched on', () => {
    expect(mayOpen(everything, pageAccess.storeReport)).toBe(true);
    expect(mayOpen({ ...everything, hasStoreAgents: false }, pageAccess.storeReport)).toBe(false);
    expect(mayOpen({ ...everything, hasStatsMenu: false }, pageAccess.storeReport)).toBe(false);
    expect(mayOpen({ rights: [] }, pageAccess.statistics)).toBe(false);
  });

  it('needs the right and the feature of the contexts page', () => {
    expect(mayOpen(everything, pageAccess.contexts)).toBe(true);
    expect(mayOpen({ ...everything, rights: ['USERS'] }, pageAccess.contexts)).toBe(false);
    expect(mayOpen({ ...everything, hasContextManagement: false }, pageAccess.contexts)).toBe(false);
  });

  it('needs the right of the users page', () => {
    expect(mayOpen({ rights: ['USERS'] }, pageAccess.users)).toBe(true);
    expect(mayOpen({ rights: ['USERS_CHANGE'] }, pageAccess.users)).toBe(false);
    expect(mayOpen({}, pageAccess.users)).toBe(false);
  });
});
