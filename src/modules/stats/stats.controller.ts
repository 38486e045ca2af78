import { Controller, Get, Headers, Res } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ifNoneMatchMatches } from '../../common/http/etag.js';
import { Authenticated } from '../auth/index.js';
import { GlobalStatsDto } from './dto/global-stats.dto.js';
import { StatsService } from './stats.service.js';

/** Global statistics for every signed-in player (the Global Statistics page). */
@Authenticated()
@ApiTags('stats')
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get('global')
  @ApiOperation({
    summary:
      'Totals, the 10 most practised kickshots and the 15 countries with the most attempts, from the rollups ' +
      '(cacheable for 30 s; send If-None-Match with the ETag for a 304)',
  })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: 'The ETag of a previous answer (compared weakly: `W/` is ignored)',
  })
  @ApiOkResponse({ type: GlobalStatsDto, headers: { ETag: { description: 'Strong ETag of the body' } } })
  @ApiNotModifiedResponse({ description: 'Unchanged since the ETag sent in If-None-Match' })
  async getGlobalStats(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GlobalStatsDto | undefined> {
    const { body, etag } = await this.stats.global();
    void reply.header('cache-control', 'private, max-age=30').header('etag', etag);
    if (ifNoneMatchMatches(ifNoneMatch, etag)) {
      void reply.status(304);
      return undefined;
    }
    return body;
  }
}
