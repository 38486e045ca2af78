import { Body, Controller, Get, HttpCode, HttpStatus, Logger, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AppConfigService } from '../app-config/index.js';
import { Public } from '../auth/index.js';
import { ANNUAL_PLAN, annualPlanName } from '../billing/index.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { ReportNotFoundDto, SiteInfoDto } from './site.dto.js';
import { APP_VERSION } from './version.js';

@Public()
@ApiTags('site')
@Controller('site')
export class SiteController {
  private readonly logger = new Logger('Client');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly appConfig: AppConfigService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Public site information: product name, version (app_config `app_version`, else the server’s), contact and social links, the free trial’s length, the plan and its price',
  })
  @ApiOkResponse({ type: SiteInfoDto })
  async getSiteInfo(): Promise<SiteInfoDto> {
    const { label, amountCents, currency, interval } = ANNUAL_PLAN;
    return {
      appName: this.config.appName,
      version: (await this.appConfig.appVersion()) ?? APP_VERSION,
      contact: { ...this.config.contact },
      trialDays: await this.appConfig.trialPeriodDays(),
      plan: { name: annualPlanName(this.config.appName), priceLabel: label, amountCents, currency, interval },
    };
  }

  @Post('not-found')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Report a client route that does not exist (written to the server log)' })
  @ApiNoContentResponse()
  @ApiBadRequestResponse({ type: ApiErrorDto })
  reportNotFound(@Body() body: ReportNotFoundDto): void {
    this.logger.warn({ path: body.path }, `404: unknown client route ${body.path}`);
  }
}
