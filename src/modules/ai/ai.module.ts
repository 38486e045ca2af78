import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AppConfigModule } from '../app-config/app-config.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CardsModule } from '../cards/cards.module.js';
import { PracticeModule } from '../practice/practice.module.js';
import { AiController } from './ai.controller.js';
import { CHAT_PROVIDER, type ChatProvider } from './chat-provider.js';
import { CoachKnowledgeService } from './coach-knowledge.service.js';
import { CoachService } from './coach.service.js';
import { BuiltInCoachProvider } from './providers/built-in.provider.js';
import { OpenAiCompatibleProvider } from './providers/openai-compatible.provider.js';

/** The chat provider the configuration names: an OpenAI-compatible API when AI_BASE_URL is set. */
function chatProviderFor(config: AppConfig): ChatProvider {
  const { baseUrl, apiKey, model, timeoutMs } = config.ai;
  return baseUrl
    ? new OpenAiCompatibleProvider({ baseUrl, apiKey, model, timeoutMs })
    : new BuiltInCoachProvider();
}

/**
 * The AI coach: the chat endpoint, the knowledge it retrieves from (cards, Info, FAQ, notes) and the
 * provider port with its two adapters. Owns no table: a conversation lives in the client only.
 */
@Module({
  imports: [AuthModule, CardsModule, AppConfigModule, PracticeModule],
  controllers: [AiController],
  providers: [
    CoachKnowledgeService,
    CoachService,
    { provide: CHAT_PROVIDER, useFactory: chatProviderFor, inject: [APP_CONFIG] },
  ],
  exports: [CHAT_PROVIDER, CoachKnowledgeService],
})
export class AiModule {}
