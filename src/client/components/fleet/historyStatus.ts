import { fleetTexts } from '../../../shared/texts/de/fleet';

export { installationVariant, updateStatusVariant as historyStatusVariant } from '../../lib/statusVariants';

export function updateStatusLabel(status: number): string {
  return fleetTexts.fleet.updateStatus[status] ?? fleetTexts.fleet.updateStatus.unknown;
}
