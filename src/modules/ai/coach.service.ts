import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import type { AuthUser } from '../auth/index.js';
import { PlayerPracticeService } from '../practice/index.js';
import { AiException } from './ai.exception.js';
import { CHAT_PROVIDER, type ChatProvider } from './chat-provider.js';
import { CoachKnowledgeService } from './coach-knowledge.service.js';
import type { ChatAnswer, ChatTab } from './domain/coach.types.js';
import { summarisePractice } from './domain/practice-advice.js';
import { coachRequest } from './domain/coach-request.js';
import { MAX_MESSAGE_CHARS, type AiStatusDto, type ChatRequestDto } from './dto/chat.dto.js';

/** Questions a player may ask a minute (each may reach a paid LLM). */
export const CHAT_RATE_LIMIT = { limit: 20, windowSeconds: 60 };

/**
 * One question to the coach: checked (message length, the coach tab's paywall, the rate limit),
 * grounded (the passages retrieval finds — cards only for a player with access — and on the coach
 * tab the player's own practice), then answered by the configured provider. Nothing is stored.
 */
@Injectable()
export class CoachService {
  constructor(
    @Inject(CHAT_PROVIDER) private readonly provider: ChatProvider,
    private readonly knowledge: CoachKnowledgeService,
    private readonly practice: PlayerPracticeService,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  status(): AiStatusDto {
    return this.provider.kind === 'built-in'
      ? { provider: 'built-in', label: 'Built-in coach' }
      : {
          provider: 'openai-compatible',
          model: this.provider.model,
          label: `${this.provider.model ?? 'LLM'} (OpenAI-compatible)`,
        };
  }

  async chat(user: AuthUser, dto: ChatRequestDto, access: boolean): Promise<ChatAnswer> {
    const message = dto.message.trim();
    if (message.length === 0 || message.length > MAX_MESSAGE_CHARS)
      throw new AiException('MESSAGE_INVALID', [
        { field: 'message', message: `must be 1 to ${MAX_MESSAGE_CHARS} characters after trimming` },
      ]);
    const tab: ChatTab = dto.isContactRequest ? 'support' : 'coach';
    // the coach tab answers from the cards: paid content
    if (tab === 'coach' && !access) throw new AiException('SUBSCRIPTION_REQUIRED');
    await this.rateLimiter.hit(CHAT_RATE_LIMIT, `ai-chat:${user.id}`);

    const history = (dto.history ?? []).map(({ role, content }) => ({ role, content }));
    const request = coachRequest(await this.knowledge.index(), {
      tab,
      message,
      history,
      product: await this.knowledge.product(),
      ...(tab === 'coach' && {
        practice: summarisePractice(
          (await this.practice.records(user.id)).map((record) => ({
            ...record,
            lastPracticed: record.lastPracticed.toISOString(),
          })),
          this.knowledge.coachCards(),
          this.clock.now(),
        ),
      }),
    });
    return this.provider.answer(request);
  }
}
