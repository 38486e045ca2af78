import { ApiProperty } from '@nestjs/swagger';

export class RecoveryCodesDto {
  @ApiProperty({
    type: [String],
    description:
      'A new set of 10 one-time recovery codes (xxxxx-xxxxx), shown this once: the earlier codes no longer work',
    example: ['7kq2m-x9d4t', 'h3vzp-0c8rn'],
  })
  codes!: string[];
}

export class RecoveryCodesStatusDto {
  @ApiProperty({ description: 'How many recovery codes of the current set are still unused', example: 9 })
  remaining!: number;

  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description: 'When the current set was made; null when there is none',
  })
  issuedAt!: string | null;
}
