import { ApiProperty } from '@nestjs/swagger';

/** What an admin's removal of a user's authenticators took away (all zero: the user had none). */
export class RemovedAuthenticatorsDto {
  @ApiProperty({ description: 'Authenticator apps removed (verified or not)', example: 1 })
  factors!: number;

  @ApiProperty({ description: 'Unused recovery codes removed', example: 8 })
  recoveryCodes!: number;
}
