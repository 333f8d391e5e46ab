import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SmsOutboxMessage } from './sms-outbox.entity.js';

/** The SMS outbox as the administrators' console reads it. */
@Injectable()
export class SmsOutboxRepository {
  constructor(private readonly db: DataSource) {}

  /** Newest first, of one act and/or one phone when given. */
  async latest(filter: { actId?: string | undefined; phone?: string | undefined; limit: number }): Promise<SmsOutboxMessage[]> {
    return this.db.getRepository(SmsOutboxMessage).find({
      where: { ...(filter.actId ? { actId: filter.actId } : {}), ...(filter.phone ? { phone: filter.phone } : {}) },
      order: { createdAt: 'DESC' },
      take: filter.limit,
    });
  }
}
