import type { AppContext } from '../context';
import type { OperationHandlers } from '../http/operation';
import { marketingHandlers } from './marketing';

/**
 * The handlers of the contract's operations. While the groups of step 4 land one by one, an operation without
 * a handler answers 501 with a message (see guardHandlers); the type becomes the complete `OperationHandlers`
 * when the last group is in.
 */
export function createHandlers(context: AppContext): Partial<OperationHandlers> {
  return {
    ...marketingHandlers(context),
  };
}
