/**
 * What other modules may use of ai: the chat provider port (the lineup advisor's narrative text
 * goes through the same provider), injected with CHAT_PROVIDER from AiModule, and the coach's
 * knowledge, where a module registers the notes whose facts it owns.
 */
export { CHAT_PROVIDER, type ChatProvider } from './chat-provider.js';
export { CoachKnowledgeService } from './coach-knowledge.service.js';
export type { ChatAnswer, ChatRequest, ChatSource, KnowledgeNote } from './domain/coach.types.js';
