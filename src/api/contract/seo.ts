/** Being written. */
import { contracts } from './kit';

export const calls = contracts({});
