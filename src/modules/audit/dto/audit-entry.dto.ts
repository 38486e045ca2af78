import { ApiProperty } from '@nestjs/swagger';

/** One admin write in the audit trail. */
export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Null once the admin is deleted',
  })
  adminId!: string | null;

  @ApiProperty({ description: 'The admin’s e-mail as it was at the time' })
  adminEmail!: string;

  @ApiProperty({ example: 'practice-videos' })
  resource!: string;

  @ApiProperty({ description: 'The id of the record written' })
  recordId!: string;

  @ApiProperty({ enum: ['create', 'update', 'delete'] })
  action!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The changed fields before (null for a create)',
  })
  before!: Record<string, unknown> | null;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'The changed fields after (null for a delete)',
  })
  after!: Record<string, unknown> | null;
}
