import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok'], example: 'ok' })
  status!: 'ok';
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not_ready'], example: 'ready' })
  status!: 'ready' | 'not_ready';

  @ApiProperty({ enum: ['up', 'down'], description: 'Whether PostgreSQL answers' })
  database!: 'up' | 'down';

  @ApiProperty({ description: 'Number of migrations not yet applied', example: 0 })
  pendingMigrations!: number;

  @ApiProperty({ description: 'What is wrong, when not ready', example: 'all good' })
  detail!: string;
}
