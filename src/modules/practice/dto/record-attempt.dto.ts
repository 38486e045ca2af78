import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import { parseDateTime } from '../domain/practice-math.js';

export const LOCAL_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const LOCAL_DATE_MESSAGE = 'must be a date written YYYY-MM-DD';

/** An RFC 3339 date-time that exists (see parseDateTime): any precision of fractional seconds. */
function IsDateTime(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDateTime',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseDateTime(value) !== null,
        defaultMessage: () =>
          'must be an RFC 3339 date-time with a time zone, e.g. 2026-11-22T18:05:00.000Z or 2026-11-22T19:05:00.123456+01:00',
      },
    },
    options,
  );
}

export class RecordAttemptDto {
  @ApiProperty({
    description: 'The card practised: `<deck>-<rank><suit>` of the black or red deck',
    example: 'black-2S',
  })
  @IsString()
  @MaxLength(20)
  cardId!: string;

  @ApiProperty({ description: 'true for Success, false for Miss', example: true })
  @IsBoolean()
  success!: boolean;

  @ApiProperty({
    description:
      "The player's local date (YYYY-MM-DD): the practice day the attempt counts for, which is the day the tap was " +
      "made, also when it was queued offline and is sent later. Must be a real date from 7 days before the server's " +
      'UTC date to one day after it (INVALID_LOCAL_DATE otherwise).',
    example: '2026-11-22',
  })
  @IsString()
  @Matches(LOCAL_DATE_PATTERN, { message: LOCAL_DATE_MESSAGE })
  localDate!: string;

  @ApiPropertyOptional({
    description:
      'A uuid the client generates per tap and reuses when it retries: an attempt id already recorded is not counted again',
    format: 'uuid',
  })
  @IsOptional()
  @IsUUID()
  attemptId?: string;
}

export class EndSessionDto {
  @ApiProperty({
    description:
      "The player's local date (YYYY-MM-DD) of the session to end: within one day of the server's UTC date " +
      '(the duration is measured up to now, so a session cannot be ended days later)',
    example: '2026-11-22',
  })
  @IsString()
  @Matches(LOCAL_DATE_PATTERN, { message: LOCAL_DATE_MESSAGE })
  localDate!: string;

  @ApiProperty({
    description:
      'When the practice dialog was opened, an RFC 3339 date-time with `Z` or an offset and fractional seconds of ' +
      'any precision (kept to the millisecond): the stored duration is the elapsed whole minutes, rounded',
    format: 'date-time',
    example: '2026-11-22T18:05:00.000Z',
  })
  @IsDateTime()
  startedAt!: string;
}
