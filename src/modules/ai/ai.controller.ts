import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { CallerHasAccess } from '../billing/index.js';
import { CoachService } from './coach.service.js';
import { AiStatusDto, ChatAnswerDto, ChatRequestDto } from './dto/chat.dto.js';

/** The AI Pool Coach and Sales & Support chat. Nothing of a conversation is stored. */
@Authenticated()
@ApiTags('ai')
@Controller('ai')
export class AiController {
  constructor(private readonly coach: CoachService) {}

  @Post('chat')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Ask the coach (isContactRequest false) or Sales & Support (true)',
    description:
      'The coach answers from the card library (name, description, strength, aiming, system numbers), the Info ' +
      'dialog, the support FAQ and the caller’s own practice; Sales & Support from the FAQ and public information ' +
      'only. The answer is Markdown with links to the cards (`/?card=black-2S`) and lists its sources. At most 20 ' +
      'questions a minute per player.',
  })
  @ApiOkResponse({ type: ChatAnswerDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'MESSAGE_INVALID (empty or over 2,000 characters after trimming), VALIDATION_FAILED (history)',
  })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: 'SUBSCRIPTION_REQUIRED: the coach tab without an active subscription or running trial',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'RATE_LIMITED, with Retry-After' })
  @ApiBadGatewayResponse({
    type: ApiErrorDto,
    description: 'AI_UNAVAILABLE: the configured chat provider failed or took too long',
  })
  chat(
    @CurrentUser() user: AuthUser,
    @Body() body: ChatRequestDto,
    @CallerHasAccess() access: boolean,
  ): Promise<ChatAnswerDto> {
    return this.coach.chat(user, body, access);
  }

  @Get('status')
  @ApiOperation({ summary: 'Which provider answers: the built-in coach or an OpenAI-compatible model' })
  @ApiOkResponse({ type: AiStatusDto })
  getAiStatus(): AiStatusDto {
    return this.coach.status();
  }
}
