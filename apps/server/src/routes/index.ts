import type { AppContext } from '../context';
import type { OperationHandlers } from '../http/operation';
import { authHandlers } from './auth';
import { careHandlers } from './care';
import { catalogueHandlers } from './catalogue';
import { marketingHandlers } from './marketing';

/** Every operation's handler. The return type makes a missing operation a type error: the contract is whole. */
export function createHandlers(context: AppContext): OperationHandlers {
  return {
    ...marketingHandlers(context),
    ...authHandlers(context),
    ...catalogueHandlers(context),
    ...careHandlers(context),
  };
}
