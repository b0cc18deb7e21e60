import { texts } from '../../../shared/texts/de';

/** The codes in the order an operator walks through them (the detail dialog's select). */
export const statusCodes = [1, 4, 2, 3] as const;

export function statusLabel(status: number): string {
  return texts.updates.status[status] ?? texts.updates.status.unknown;
}

/** In the update list: Neu is neutral, Aktiv and Test/Labor green, everything else red. */
export function statusVariant(status: number): 'secondary' | 'success' | 'danger' {
  if (status === 1) return 'secondary';
  if (status === 2 || status === 4) return 'success';
  return 'danger';
}
