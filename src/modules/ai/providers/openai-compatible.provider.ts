import { Logger } from '@nestjs/common';
import type { ChatProvider } from '../chat-provider.js';
import { AiException } from '../ai.exception.js';
import type { ChatAnswer, ChatRequest, ChatSource } from '../domain/coach.types.js';
import { contextMessage, systemPrompt } from '../domain/system-prompts.js';

export interface OpenAiCompatibleOptions {
  /** Up to the version, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The part of a chat-completions answer we read. */
interface Completion {
  choices?: { message?: { content?: unknown } }[];
}

/** Sources an answer cites by their link; when it cites none, the passages it was given first. */
function sourcesOf(response: string, request: ChatRequest): ChatSource[] {
  const all = request.passages.map((p) => p.source);
  const cited = all.filter((source) => response.includes(source.url));
  const unique = (sources: ChatSource[]) =>
    sources.filter((s, i) => sources.findIndex((o) => o.kind === s.kind && o.id === s.id) === i);
  return unique(cited.length > 0 ? cited : all.slice(0, 3));
}

/**
 * An OpenAI-compatible chat API (OpenAI, Ollama, vLLM, llama.cpp's server): `POST
 * {baseUrl}/chat/completions` with the tab's system prompt, the retrieved passages and the
 * player's practice as context, the conversation so far and the question. Any failure — a refused
 * request, an error status, an answer without text, the time limit — is 502 AI_UNAVAILABLE; the
 * provider's own error and our key never reach the client or the log.
 */
export class OpenAiCompatibleProvider implements ChatProvider {
  readonly kind = 'openai-compatible' as const;
  private readonly logger = new Logger('AiProvider');

  constructor(private readonly options: OpenAiCompatibleOptions) {}

  get model(): string {
    return this.options.model;
  }

  async answer(request: ChatRequest): Promise<ChatAnswer> {
    const { baseUrl, apiKey, model, timeoutMs } = this.options;
    const messages = [
      { role: 'system', content: systemPrompt(request.tab, request.product) },
      { role: 'system', content: contextMessage(request) },
      ...request.history.map((turn) => ({ role: turn.role, content: turn.content })),
      { role: 'user', content: request.message },
    ];
    let response: Response;
    try {
      response = await fetch(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages, temperature: 0.3, stream: false }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      this.logger.warn(`The chat provider ${reason} (model ${model})`);
      throw new AiException('AI_UNAVAILABLE');
    }
    if (!response.ok) {
      this.logger.warn(`The chat provider answered ${response.status} (model ${model})`);
      await response.body?.cancel();
      throw new AiException('AI_UNAVAILABLE');
    }
    let content: unknown;
    try {
      content = ((await response.json()) as Completion).choices?.[0]?.message?.content;
    } catch {
      content = undefined;
    }
    if (typeof content !== 'string' || content.trim() === '') {
      this.logger.warn(`The chat provider's answer had no text (model ${model})`);
      throw new AiException('AI_UNAVAILABLE');
    }
    const text = content.trim();
    return { response: text, sources: sourcesOf(text, request) };
  }
}
