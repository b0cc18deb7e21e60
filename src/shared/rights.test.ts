import { hasRights } from './rights';

describe('hasRights', () => {
  it('passes only when every named right is held', () => {
    expect(hasRights(['USERS', 'USERS_CHANGE'], ['USERS'])).toBe(true);
    expect(hasRights(['USERS', 'USERS_CHANGE'], ['USERS', 'USERS_CHANGE'])).toBe(true);
    expect(hasRights(['USERS'], ['USERS', 'USERS_CHANGE'])).toBe(false);
    expect(hasRights([], ['CONTEXTS'])).toBe(false);
    expect(hasRights(undefined, ['CONTEXTS'])).toBe(false);
  });
  it('passes an empty requirement', () => {
    expect(hasRights([], [])).toBe(true);
  });
});
