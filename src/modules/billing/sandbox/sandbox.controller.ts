import { Body, Controller, Get, Param, Post, Query, Res, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { ApiExceptionFilter } from '../../../common/errors/api-exception.filter.js';
import { Public } from '../../auth/index.js';
import { PaymentProvider } from '../payment-provider.js';
import type { SandboxResponse } from './sandbox-html.js';
import { SandboxHostedPages } from './sandbox-hosted-pages.js';

/** The link's secret, in the query (GET) or a hidden form field (POST). */
export class SandboxTokenDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;
}

/**
 * The sandbox provider's hosted pages (HTML, outside /api/v1, not in the API document). Each
 * session's random token authorises its page and buttons; a wrong token or an expired session
 * shows a 'Link not valid' page. With Stripe configured, every page is 404.
 */
@Public()
@ApiExcludeController()
@UseFilters(new ApiExceptionFilter())
@Controller('billing/sandbox')
export class SandboxController {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly pages: SandboxHostedPages,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Get('checkout/:sessionId')
  async checkoutPage(
    @Param('sessionId') id: string,
    @Query() query: SandboxTokenDto,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.send(reply, (pages) => pages.checkoutPage(id, query.token));
  }

  @Post('checkout/:sessionId/pay')
  async pay(
    @Param('sessionId') id: string,
    @Body() form: SandboxTokenDto,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.send(reply, (pages) => pages.pay(id, form.token));
  }

  @Post('checkout/:sessionId/cancel')
  async cancelCheckout(
    @Param('sessionId') id: string,
    @Body() form: SandboxTokenDto,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.send(reply, (pages) => pages.cancelCheckout(id, form.token));
  }

  @Get('portal/:sessionId')
  async portalPage(
    @Param('sessionId') id: string,
    @Query() query: SandboxTokenDto,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.send(reply, (pages) => pages.portalPage(id, query.token));
  }

  @Post('portal/:sessionId/cancel-at-period-end')
  async cancelAtPeriodEnd(
    @Param('sessionId') id: string,
    @Body() form: SandboxTokenDto,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.send(reply, (pages) => pages.setCancelAtPeriodEnd(id, form.token, true));
  }

  @Post('portal/:sessionId/resume')
  async resume(
    @Param('sessionId') id: string,
    @Body() form: SandboxTokenDto,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.send(reply, (pages) => pages.setCancelAtPeriodEnd(id, form.token, false));
  }

  @Post('portal/:sessionId/subscribe')
  async subscribe(
    @Param('sessionId') id: string,
    @Body() form: SandboxTokenDto,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    return this.send(reply, (pages) => pages.subscribeFromPortal(id, form.token));
  }

  private async send(
    reply: FastifyReply,
    action: (pages: SandboxHostedPages) => Promise<SandboxResponse>,
  ): Promise<FastifyReply> {
    const response = this.provider.name === 'sandbox' ? await action(this.pages) : this.pages.notAvailable();
    const origin = new URL(this.config.publicUrl).origin;
    void reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origin}; base-uri 'none'; frame-ancestors 'none'`,
      );
    if (response.kind === 'redirect') return reply.redirect(response.url, 303);
    return reply.status(response.status).type('text/html; charset=utf-8').send(response.html);
  }
}
