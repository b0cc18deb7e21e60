import { storeNameRule } from '../../../shared/validation/fleetFields';
import { textSchema } from '../../lib/textSchema';

/** A store name is required and no longer than the server takes (src/shared/validation/fleetFields.ts). */
export const storeNameSchema = textSchema(storeNameRule);
