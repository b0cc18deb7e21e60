import { act, render, waitFor } from '@testing-library/react';
import type { ChartItem } from './ChartFrame';
import { Bars, Donut } from './Charts';

const items: ChartItem[] = [
  { id: 'NORDMARKT', label: 'Nordmarkt GmbH', shortLabel: 'NORDMARKT', value: 12, color: '#0072b2' },
  { id: 'SUEDKAUF', label: 'Südkauf AG', shortLabel: 'SUEDKAUF', value: 4, color: '#e69f00' },
];
const idle = { active: null, setActive: () => undefined };

/** Bootstrap's variables of both schemes, in made-up colours so each can be told apart. */
function withSchemes() {
  const scheme = document.createElement('style');
  scheme.textContent = `:root { --bs-body-bg: #fefefe; --bs-emphasis-color: #010101; }
    [data-bs-theme='dark'] { --bs-body-bg: #202020; --bs-emphasis-color: #fdfdfd; }`;
  document.head.append(scheme);
  return async () => {
    await act(async () => document.documentElement.removeAttribute('data-bs-theme'));
    scheme.remove();
  };
}

const dark = () => act(async () => document.documentElement.setAttribute('data-bs-theme', 'dark'));

describe('chart colours of the colour scheme', () => {
  it("separates the donut's slices in the card's background colour, light and dark", async () => {
    const restore = withSchemes();
    try {
      const { container } = render(<Donut items={items} total={16} width={400} {...idle} />);
      const slices = () => [...container.querySelectorAll('svg path[fill="#0072b2"], svg path[fill="#e69f00"]')];
      await waitFor(() => expect(slices()).toHaveLength(2));
      for (const slice of slices()) expect(slice).toHaveAttribute('stroke', '#fefefe');
      await dark();
      await waitFor(() => expect(slices()[0]).toHaveAttribute('stroke', '#202020'));
      expect(container.querySelector('svg')).toHaveAttribute('width', '400');
      // The slices are named beside the donut.
      expect([...container.querySelectorAll('svg text')].map((t) => t.textContent)).toContain('NORDMARKT');
    } finally {
      await restore();
    }
  });

  it('outlines the active bar in the emphasis colour, light and dark', async () => {
    const restore = withSchemes();
    try {
      const { container } = render(<Bars items={items} total={16} width={400} active={1} setActive={() => {}} />);
      const outline = () => container.querySelector('svg rect[fill="none"]');
      await waitFor(() => expect(outline()).toHaveAttribute('stroke', '#010101'));
      await dark();
      await waitFor(() => expect(outline()).toHaveAttribute('stroke', '#fdfdfd'));
    } finally {
      await restore();
    }
  });
});
