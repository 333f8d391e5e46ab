import { Controller, Get, Header } from '@nestjs/common';
import { PublicConfig } from '@notary/domain/contracts';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';

/**
 * Settings the apps read at run time rather than at build time, so one build
 * serves every deployment (each points the notary map at its own tile server).
 * Only what is safe to show anyone.
 */
@Controller('config')
export class PublicConfigController {
  constructor(private readonly config: ConfigService<ApiConfig, true>) {}

  @Get('public')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiDoc({
    summary: "Public run-time settings of the apps: the notary map tile URL template (null: no tiles) and its attribution, the kiosk's idle time-out and countdown, the citizen web's public address for QR hand-offs (null: none configured)",
    response: PublicConfig,
    isPublic: true,
  })
  get(): PublicConfig {
    return {
      mapTilesUrl: this.config.get('mapTilesUrl', { infer: true }) ?? null,
      mapAttribution: this.config.get('mapAttribution', { infer: true }),
      kioskIdleSeconds: this.config.get('kioskIdleSeconds', { infer: true }),
      kioskCountdownSeconds: this.config.get('kioskCountdownSeconds', { infer: true }),
      publicUrl: this.config.get('publicUrl', { infer: true })?.replace(/\/+$/, '') || null,
    };
  }
}
