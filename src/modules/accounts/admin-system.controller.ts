import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser, type AuthUser } from '../auth/index.js';
import { SystemInfoDto } from './dto/system-info.dto.js';
import { SystemInfoService } from './system-info.service.js';

/** Admin: the dashboard's System Information panel. */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/system')
export class AdminSystemController {
  constructor(private readonly system: SystemInfoService) {}

  @Get()
  @ApiOperation({
    summary:
      'System Information, measured: name and version, your admin role, the database, authentication, ' +
      'payment provider, mail transport, user and subscription counts',
  })
  @ApiOkResponse({ type: SystemInfoDto })
  systemInfo(@CurrentUser() caller: AuthUser): Promise<SystemInfoDto> {
    return this.system.info(caller);
  }
}
