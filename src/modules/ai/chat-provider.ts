import type { ChatAnswer, ChatRequest } from './domain/coach.types.js';

/**
 * The port every coach answer goes through: the built-in coach (the default) or an
 * OpenAI-compatible chat API. Both get the same request, with the same retrieved passages and
 * practice summary, so an LLM's answers are grounded in our cards too. General enough for the
 * lineup advisor's narrative text: a request in, Markdown and its sources out.
 */
export interface ChatProvider {
  /** Which adapter answers, for GET /ai/status. */
  readonly kind: 'built-in' | 'openai-compatible';
  /** The model asked, for an LLM adapter. */
  readonly model?: string;
  /** The answer; throws AiException('AI_UNAVAILABLE') when the provider fails or times out. */
  answer(request: ChatRequest): Promise<ChatAnswer>;
}

/** The Nest injection token of the configured ChatProvider. */
export const CHAT_PROVIDER = Symbol('ChatProvider');
