import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

/** The longest message and history turn, in characters (after trimming for the message). */
export const MAX_MESSAGE_CHARS = 2_000;
/** How many earlier turns the client may send back. */
export const MAX_HISTORY_TURNS = 10;

export class ChatTurnDto {
  @ApiProperty({ enum: ['user', 'assistant'] })
  @IsIn(['user', 'assistant'])
  role!: 'user' | 'assistant';

  @ApiProperty({ maxLength: MAX_MESSAGE_CHARS })
  @IsString()
  @MaxLength(MAX_MESSAGE_CHARS)
  content!: string;
}

export class ChatRequestDto {
  @ApiProperty({
    description: 'The question: 1–2,000 characters after trimming (400 MESSAGE_INVALID otherwise)',
    example: 'How do I kick at a ball frozen to the rail?',
    maxLength: 4_000,
  })
  @IsString()
  @MaxLength(4_000)
  message!: string;

  @ApiProperty({
    description:
      'false: the AI Pool Coach tab (needs a subscription or trial); true: the Sales & Support tab (every ' +
      'signed-in player; answers from the FAQ and public information only)',
  })
  @IsBoolean()
  isContactRequest!: boolean;

  @ApiPropertyOptional({
    type: [ChatTurnDto],
    maxItems: MAX_HISTORY_TURNS,
    description: 'The last turns the client holds, oldest first (nothing of the conversation is stored)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_HISTORY_TURNS)
  @ValidateNested({ each: true })
  @Type(() => ChatTurnDto)
  history?: ChatTurnDto[];
}

export class ChatSourceDto {
  @ApiProperty({
    enum: ['card', 'info', 'faq', 'knowledge'],
    description: 'knowledge: the coach’s notes beyond the cards (league rules, basics, practice routines)',
  })
  kind!: 'card' | 'info' | 'faq' | 'knowledge';

  @ApiProperty({ example: 'black-2S' })
  id!: string;

  @ApiProperty({ example: 'One-Rail Kick: Mirror Basics (Black 2S)' })
  title!: string;

  @ApiProperty({ description: 'Where the chip leads', example: '/?card=black-2S' })
  url!: string;
}

export class ChatAnswerDto {
  @ApiProperty({ description: 'The answer, Markdown (the client renders it without raw HTML)' })
  response!: string;

  @ApiProperty({
    type: [ChatSourceDto],
    description: 'The cards, Info sections, FAQ entries or notes it used',
  })
  sources!: ChatSourceDto[];

  @ApiPropertyOptional({
    description:
      'True when nothing the coach knows answers the question well enough: the answer says so, and `sources` ' +
      'holds at most the two closest cards as related',
  })
  notCovered?: boolean;
}

export class AiStatusDto {
  @ApiProperty({ enum: ['built-in', 'openai-compatible'] })
  provider!: 'built-in' | 'openai-compatible';

  @ApiPropertyOptional({
    description: 'The model an OpenAI-compatible provider is asked',
    example: 'llama3.1',
  })
  model?: string;

  @ApiProperty({ description: 'What the chat page shows', example: 'Built-in coach' })
  label!: string;
}
