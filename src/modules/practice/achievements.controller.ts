import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { AchievementDto } from './dto/practice.dto.js';
import { PracticeHistoryService } from './practice-history.service.js';

/** The caller's achievements. */
@Authenticated()
@ApiTags('practice')
@Controller('achievements')
export class AchievementsController {
  constructor(private readonly history: PracticeHistoryService) {}

  @Get()
  @ApiOperation({ summary: 'Your achievements, newest first' })
  @ApiOkResponse({ type: [AchievementDto] })
  listAchievements(@CurrentUser() user: AuthUser): Promise<AchievementDto[]> {
    return this.history.achievements(user.id);
  }
}
