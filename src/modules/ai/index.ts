/**
 * What other modules may use of ai: the chat provider port (the lineup advisor's narrative text
 * goes through the same provider), injected with CHAT_PROVIDER from AiModule.
 */
export { CHAT_PROVIDER, type ChatProvider } from './chat-provider.js';
export type { ChatAnswer, ChatRequest, ChatSource } from './domain/coach.types.js';
