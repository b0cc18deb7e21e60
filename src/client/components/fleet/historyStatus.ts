import { texts } from '../../../shared/texts/de';

export { installationVariant, updateStatusVariant as historyStatusVariant } from '../../lib/statusVariants';

export function updateStatusLabel(status: number): string {
  return texts.fleet.updateStatus[status] ?? texts.fleet.updateStatus.unknown;
}
