import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/index.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { AppException } from '../../common/errors/app.exception.js';
import { HealthDto, ReadinessDto } from './health.dto.js';
import { HealthService } from './health.service.js';

@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  @Get()
  @ApiOperation({ summary: 'Liveness: the process is up' })
  @ApiOkResponse({ type: HealthDto })
  getHealth(): HealthDto {
    return { status: 'ok' };
  }
}

@Public()
@ApiTags('health')
@Controller('ready')
export class ReadinessController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Readiness: the database is reachable and every migration is applied' })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Database down or migrations pending' })
  async getReadiness(): Promise<ReadinessDto> {
    const readiness = await this.health.readiness();
    if (readiness.status !== 'ready') {
      throw new AppException('NOT_READY', HttpStatus.SERVICE_UNAVAILABLE, `Not ready: ${readiness.detail}`);
    }
    return readiness;
  }
}
