import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SmsOutboxMessage } from './sms-outbox.entity.js';

export type SmsMessage = { phone: string; text: string; actId?: string | null; partyId?: string | null };

/** The SMS gateway port (DESIGN.md data flow 5). */
export abstract class SmsGateway {
  /** Sends inside the caller's transaction where the adapter can (the outbox), so a rolled-back invite sends nothing. */
  abstract send(em: EntityManager, message: SmsMessage): Promise<void>;
}

/**
 * The shipped gateway: writes each message to `sms_outbox` (issue 5.6 "the
 * shipped one writes to an outbox table that the console can show"). A real
 * operator's adapter would drain that table, which also gives at-least-once
 * delivery after a crash.
 */
@Injectable()
export class OutboxSmsGateway extends SmsGateway {
  async send(em: EntityManager, message: SmsMessage): Promise<void> {
    await em.getRepository(SmsOutboxMessage).insert({
      phone: message.phone,
      text: message.text,
      actId: message.actId ?? null,
      partyId: message.partyId ?? null,
    });
  }
}
