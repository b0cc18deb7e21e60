import { texts } from '../../../shared/texts/de';

/** In the register's version history, Aktiv (2) is green, Neu (1) neutral, every other code red. */
export function historyStatusVariant(status: number): 'success' | 'secondary' | 'danger' {
  return status === 2 ? 'success' : status === 1 ? 'secondary' : 'danger';
}

export function updateStatusLabel(status: number): string {
  return texts.fleet.updateStatus[status] ?? texts.fleet.updateStatus.unknown;
}

export function installationVariant(status: number | null | undefined): 'success' | 'info' | 'danger' | 'light' {
  return status === 2 ? 'success' : status === 1 ? 'info' : status === 3 ? 'danger' : 'light';
}
