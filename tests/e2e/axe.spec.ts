import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';

// The accessibility check every spec relies on finds what it must: a page with a nameless button
// and grey on grey text fails it, naming both rules; the same page mended passes, also when scanned
// a second time (axe is injected once per document).

const page = (colour: string, button: string) => `<!doctype html><html lang="de"><head><title>Probe</title></head>
  <body><main><h1>Probe</h1><p style="color:${colour};background:#ffffff">Kassenstand</p>${button}</main></body></html>`;

test('the accessibility check fails on serious findings and passes a mended page', async ({ page: tab }) => {
  await tab.setContent(page('#dddddd', '<button type="button"></button>'));
  const failure = await expectNoSeriousA11yViolations(tab).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('button-name');

  await tab.setContent(page('#333333', '<button type="button">Speichern</button>'));
  await expectNoSeriousA11yViolations(tab);
  await expectNoSeriousA11yViolations(tab);
});
