import type { StoreLevel } from '../../shared/reports/storeLevels';

// One colour per status for every page (issue 46): Bootstrap's variants, so badges and coloured
// texts agree. Green: in order or released; yellow: waits or warns; red: an error; grey: neutral;
// light blue: in progress. 'Test/Labor' is green in the update list and in the version history alike.

export type StatusVariant = 'success' | 'warning' | 'danger' | 'secondary' | 'info' | 'light';

/**
 * An update's status (spec 4): Neu (1) neutral, Aktiv (2) and Test/Labor (4) green, Gelöscht (3)
 * and an unknown code red.
 */
export function updateStatusVariant(status: number): StatusVariant {
  if (status === 1) return 'secondary';
  if (status === 2 || status === 4) return 'success';
  return 'danger';
}

/** An update's installation on one target: installed green, installing blue, failed red, not yet light. */
export function installationVariant(status: number | null | undefined): StatusVariant {
  return status === 2 ? 'success' : status === 1 ? 'info' : status === 3 ? 'danger' : 'light';
}

/** The colour of a checked value's level (shared/reports/storeLevels decides the level). */
export const levelVariant: Record<StoreLevel, StatusVariant> = {
  ok: 'success',
  warning: 'warning',
  error: 'danger',
  neutral: 'secondary',
};

/** A variant as the colour of a text in a table cell; neutral keeps the body colour. */
export const variantTextClass: Record<StatusVariant, string> = {
  success: 'text-success',
  warning: 'text-warning-emphasis fw-semibold',
  danger: 'text-danger fw-semibold',
  secondary: '',
  info: 'text-info-emphasis',
  light: '',
};

/** Yellow, light blue and light badges carry dark text (4.5:1 in either scheme). */
export const badgeTextOf = (variant: StatusVariant) =>
  variant === 'warning' || variant === 'info' || variant === 'light' ? ('dark' as const) : undefined;
