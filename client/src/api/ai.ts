import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { RequestBody, Schemas } from './types';

export type ChatRequest = RequestBody<'chat'>;
export type ChatAnswer = Schemas['ChatAnswerDto'];
export type AiStatus = Schemas['AiStatusDto'];

export const aiKeys = {
  status: ['ai', 'status'] as const,
};

/** Which provider answers (the built-in coach or an OpenAI-compatible model), shown on the page. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiKeys.status,
    queryFn: () => unwrap(api.GET('/api/v1/ai/status')),
    staleTime: 10 * 60_000,
  });
}

/** Asks the coach or Sales & Support; nothing of the conversation is kept on the server. */
export function useChat() {
  return useMutation({
    mutationFn: (body: ChatRequest) => unwrap(api.POST('/api/v1/ai/chat', { body })),
  });
}
