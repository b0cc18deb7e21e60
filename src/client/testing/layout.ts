/**
 * jsdom lays nothing out; a virtualised list needs a viewport to render its rows. Gives every
 * element of the test file the given sizes.
 */
export function fakeLayout(
  sizes: Partial<Record<'clientHeight' | 'clientWidth' | 'offsetHeight' | 'offsetWidth', number>>,
) {
  beforeAll(() => {
    for (const [name, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
    }
  });
}
