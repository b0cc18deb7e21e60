import { updateTexts } from '../../../shared/texts/de/updates';

/** The codes in the order an operator walks through them (the detail dialog's select). */
export const statusCodes = [1, 4, 2, 3] as const;

export function statusLabel(status: number): string {
  return updateTexts.updates.status[status] ?? updateTexts.updates.status.unknown;
}

/** The update list colours a status as every page does (lib/statusVariants). */
export { updateStatusVariant as statusVariant } from '../../lib/statusVariants';
