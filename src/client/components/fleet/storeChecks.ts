import type { StoreLevel } from '../../../shared/reports/storeLevels';
import { levelVariant, variantTextClass } from '../../lib/statusVariants';

/** The text colour of a store-server value by its level (the rules are in shared/reports/storeLevels). */
export const levelClass = Object.fromEntries(
  Object.entries(levelVariant).map(([level, variant]) => [level, variantTextClass[variant]]),
) as Record<StoreLevel, string>;
