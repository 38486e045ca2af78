import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class ContactInfoDto {
  @ApiProperty({ example: 'support@kickshots.app' })
  supportEmail!: string;

  @ApiProperty({ example: '+1 (555) 010-4455' })
  supportPhone!: string;

  @ApiProperty({ description: 'Online store for the physical card decks' })
  storeUrl!: string;

  @ApiProperty()
  facebookUrl!: string;

  @ApiProperty()
  instagramUrl!: string;
}

export class SiteInfoDto {
  @ApiProperty({ description: 'Product name', example: 'Kickshots' })
  appName!: string;

  @ApiProperty({ description: 'Server version', example: '1.0.0' })
  version!: string;

  @ApiProperty({ type: ContactInfoDto })
  contact!: ContactInfoDto;
}

export class ReportNotFoundDto {
  @ApiProperty({ description: 'The unknown client path, e.g. /nowhere', example: '/nowhere' })
  @IsString()
  @MaxLength(2048)
  @Matches(/^\//, { message: 'must start with /' })
  path!: string;
}
