import type { MessageKey, MessageOptions } from '../form/messages';
import { validationMessageKey } from '../form/messages';
import type { ErrorLike } from './catalogue';
import { catalogueProblem, createRuleContext } from './catalogue';
import type { RuleContext } from './problem';

/**
 * The message (i18n key and parameters) of one validation error, the same on client and server:
 * the catalogue's when it has one (looking at the rejected value), else the generic one.
 */
export function messageOf(error: ErrorLike, value: unknown, context: RuleContext = createRuleContext(), options: MessageOptions = {}): MessageKey {
  const found = catalogueProblem(error, value, context);
  if (found) return { key: found.key, params: found.params ?? {} };
  return validationMessageKey({ name: error.keyword ?? error.name, params: error.params }, options);
}
