import type { ChatProvider } from '../chat-provider.js';
import { composeAnswer } from '../domain/built-in-coach.js';
import type { ChatAnswer, ChatRequest } from '../domain/coach.types.js';

/**
 * The coach with no configuration: composes its answer from the retrieved passages and the
 * player's practice (domain/built-in-coach.ts). Deterministic, offline, never invents a fact.
 */
export class BuiltInCoachProvider implements ChatProvider {
  readonly kind = 'built-in' as const;

  answer(request: ChatRequest): Promise<ChatAnswer> {
    return Promise.resolve(composeAnswer(request));
  }
}
