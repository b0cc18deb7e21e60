import type { Page } from './fixtures';

/** A message in the toasts' region ("Meldungen", components/Toasts.tsx), by its text. */
export const toast = (page: Page, text: string, options: { exact?: boolean } = {}) =>
  page.getByRole('region', { name: 'Meldungen' }).getByText(text, options);
