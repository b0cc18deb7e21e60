import { chartWidth, contextColor, formatPercent, knownContextColors, shortLabel, tooltipText } from './chartRules';

describe('chartWidth', () => {
  it.each([
    [0, 400],
    [1, 400],
    [15, 400],
    [16, 500],
    [30, 500],
    [31, 600],
    [45, 600],
    [46, 700],
    [60, 700],
    [61, 800],
    [75, 800],
    [76, 900],
    [500, 900],
  ])('%i contexts -> %i px', (contexts, width) => {
    expect(chartWidth(contexts)).toBe(width);
  });
});

describe('tooltipText', () => {
  it('gives the count and the percentage with one decimal, German style', () => {
    expect(tooltipText('Nordmarkt GmbH', 120, 341)).toBe('Nordmarkt GmbH: 120 (35,2 %)');
    expect(tooltipText('Installiert', 1, 3)).toBe('Installiert: 1 (33,3 %)');
    expect(tooltipText('Installiert', 2, 3)).toBe('Installiert: 2 (66,7 %)');
    expect(tooltipText('Alle', 7, 7)).toBe('Alle: 7 (100,0 %)');
  });

  it('groups thousands and says 0,0 % when the total is 0', () => {
    expect(tooltipText('Megamarkt Handels AG', 1234, 2468)).toBe('Megamarkt Handels AG: 1.234 (50,0 %)');
    expect(tooltipText('Intern', 0, 0)).toBe('Intern: 0 (0,0 %)');
    expect(formatPercent(1, 8)).toBe('12,5');
    expect(formatPercent(1, 2000)).toBe('0,1');
  });
});

describe('contextColor', () => {
  it('gives the known customer keys their fixed colours', () => {
    expect(contextColor('NORDMARKT')).toBe('#0072b2');
    expect(contextColor('MEGAMARKT')).toBe('#cc79a7');
    for (const [key, colour] of Object.entries(knownContextColors)) expect(contextColor(key)).toBe(colour);
  });

  it('derives a colour for other keys that is the same on every call (and reload)', () => {
    expect(contextColor('KUNDE07')).toBe(contextColor('KUNDE07'));
    expect(contextColor('KUNDE07')).toMatch(/^hsl\(\d{1,3}, \d{2}%, \d{2}%\)$/);
    // A pure function of the key: this value is what every browser computes for it.
    expect(contextColor('KUNDE07')).toBe('hsl(207, 64%, 48%)');
    const colours = new Set(Array.from({ length: 54 }, (_, i) => contextColor(`KUNDE${i + 1}`)));
    expect(colours.size).toBeGreaterThan(45);
    expect(Object.values(knownContextColors)).not.toContain(contextColor('NEU'));
  });
});

describe('shortLabel', () => {
  it('cuts long keys with an ellipsis', () => {
    expect(shortLabel('NORDMARKT')).toBe('NORDMARKT');
    expect(shortLabel('EIN_SEHR_LANGER_KONTEXT')).toBe('EIN_SEHR_LA…');
  });
});
