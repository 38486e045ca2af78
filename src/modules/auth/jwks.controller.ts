import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from './auth.decorators.js';
import { JwksDto } from './dto/session.dto.js';
import { SigningKeysService } from './signing-keys.service.js';

@ApiTags('auth')
@Controller('.well-known')
export class JwksController {
  constructor(private readonly keys: SigningKeysService) {}

  @Public()
  @Get('jwks.json')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ summary: 'Public keys (ES256) that verify access tokens, found by kid' })
  @ApiOkResponse({ type: JwksDto })
  async getJwks(): Promise<JwksDto> {
    await this.keys.signingKey(); // there is always a current key to publish
    return { keys: (await this.keys.publicKeys()) as unknown as JwksDto['keys'] };
  }
}
