import { act, render, screen } from '@testing-library/react';
import { fakeLayout } from '../../testing/layout';
import { VirtualTree, type VirtualTreeRow } from './VirtualTree';

fakeLayout({ clientHeight: 600, clientWidth: 400, offsetHeight: 34, offsetWidth: 400 });

const rows: VirtualTreeRow[] = Array.from({ length: 40 }, (_, i) => ({
  key: `s:${i}`,
  level: 1,
  posinset: i + 1,
  setsize: 40,
}));

function renderTree() {
  render(
    // The page below the tree: 20 px of padding under it.
    <div style={{ paddingBottom: '20px' }}>
      <VirtualTree label="Baum" rows={rows} selectedKey={undefined} onSelect={() => {}} renderRow={(r) => r.key} />
    </div>,
  );
  return screen.getByRole('tree').parentElement!;
}

const setWindowHeight = (height: number) => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
};

describe('VirtualTree', () => {
  const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
  beforeEach(() => rect.mockReturnValue({ top: 100 } as DOMRect));
  afterAll(() => rect.mockRestore());

  it('reaches down to the window bottom in whole rows of 34 px, plus its 2 px border', () => {
    setWindowHeight(720);
    // 720 - 100 above - 20 below = 600 px; 17 rows (578 px) and the border fit, an 18th would not.
    expect(renderTree()).toHaveStyle({ height: '580px' });

    setWindowHeight(900);
    act(() => void window.dispatchEvent(new Event('resize')));
    // 780 px left: 22 rows.
    expect(screen.getByRole('tree').parentElement).toHaveStyle({ height: `${22 * 34 + 2}px` });
  });

  it('keeps eight rows in a window too low for them, and the page scrolls', () => {
    setWindowHeight(300);
    expect(renderTree()).toHaveStyle({ height: `${8 * 34 + 2}px` });
  });
});
