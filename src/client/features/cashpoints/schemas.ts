import { posIdRule, storeIdRule } from '../../../shared/validation/fleetFields';
import { textSchema } from '../../lib/textSchema';

/** Store and register numbers are digits only (src/shared/validation/fleetFields.ts). */
export const storeIdSchema = textSchema(storeIdRule);

export const posIdSchema = textSchema(posIdRule);
