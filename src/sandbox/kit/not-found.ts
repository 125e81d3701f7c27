/**
 * The toolkit and partner APIs' one answer to an id that names nothing of the caller's: `404` `Not Found`
 * (as documented; the provider API names the id instead: provider/common.ts `notFound`). Pure.
 */
import type {Reply} from '../types';

export const NOT_FOUND: Reply = {status: 404, body: 'Not Found'};
