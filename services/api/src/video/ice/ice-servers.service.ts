import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { IceServer } from '@notary/domain/contracts';
import type { ApiConfig } from '../../config.js';
import { iceServersFor } from './ice-servers.js';

/**
 * Issue 16.2: the ICE servers a conference's browser gets in its join
 * answer: STUN, and TURN (coturn) with a credential for this user that
 * expires (TURN_URLS, TURN_SECRET; docs/video.md "TURN"). Without TURN_URLS
 * the list is empty: browsers on one network (and the tests) connect by
 * their host candidates.
 */
@Injectable()
export class IceServersService {
  constructor(private readonly config: ConfigService<ApiConfig, true>) {}

  /** The servers for `userId` (the API's user uuid), their TURN credential valid for TURN_CREDENTIAL_TTL_SECONDS from now. */
  forUser(userId: string, nowMs: number = Date.now()): IceServer[] {
    return iceServersFor(this.config.get('ice', { infer: true }), userId, nowMs);
  }
}
