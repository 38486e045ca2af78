import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ description: 'The request field, e.g. `email` or `items[0].name`', example: 'email' })
  field!: string;

  @ApiProperty({ description: 'Why the value was refused', example: 'must be an email' })
  message!: string;
}

/** The body of every error answer. */
export class ApiErrorDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ description: 'HTTP reason phrase', example: 'Bad Request' })
  error!: string;

  @ApiProperty({ description: 'Human-readable explanation', example: 'email: must be an email' })
  message!: string;

  @ApiProperty({ description: 'Stable machine-readable code', example: 'VALIDATION_FAILED' })
  code!: string;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Field errors of a 400 answer' })
  errors?: FieldErrorDto[];
}
