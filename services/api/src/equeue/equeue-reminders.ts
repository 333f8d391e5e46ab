import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { claimJobPeriod } from '../common/jobs/job-claims.js';
import type { ApiConfig } from '../config.js';
import { Interval } from '@nestjs/schedule';
import { formatDate, formatTime } from '@notary/domain/time';
import { DataSource } from 'typeorm';
import { SmsGateway } from '../sms/sms-gateway.js';
import { type DueReminder, EqueueRepository } from './equeue.repository.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const REMINDERS_PERIOD_MS = 60_000;


function text(kind: 'day' | 'hour', due: DueReminder): string {
  const date = formatDate(due.starts_at);
  const time = formatTime(due.starts_at);
  const late = {
    oz: "15 daqiqadan ko'p kechiksangiz, umumiy navbatda qabul qilinasiz.",
    uz: '15 дақиқадан кўп кечиксангиз, умумий навбатда қабул қилинасиз.',
    ru: 'При опоздании более чем на 15 минут вас примут в общей очереди.',
  }[due.locale];
  const lead = {
    day: { oz: 'Eslatma: ertaga', uz: 'Эслатма: эртага', ru: 'Напоминание: завтра' },
    hour: { oz: 'Eslatma: bir soatdan keyin', uz: 'Эслатма: бир соатдан кейин', ru: 'Напоминание: через час' },
  }[kind][due.locale];
  const at = { oz: 'notarius qabuli', uz: 'нотариус қабули', ru: 'приём у нотариуса' }[due.locale];
  return `${lead} ${date} ${time} ${at}: ${due.office}, ${due.address}. ${late}`;
}

/**
 * The e-queue's SMS reminders (issue 6.5): one the day before (24 hours
 * ahead) and one an hour before, through the SMS gateway's outbox. Each
 * reminder is claimed with FOR UPDATE SKIP LOCKED and marked in the same
 * transaction as the outbox row, so two API replicas never send it twice and
 * a crash never loses it. A booking made less than 24 hours (or one hour)
 * ahead skips the reminder it is already inside of.
 */
@Injectable()
export class EqueueReminders {
  private readonly logger = new Logger('EqueueReminders');
  private isRunning = false;

  constructor(
    private readonly db: DataSource,
    private readonly sms: SmsGateway,
    private readonly repository: EqueueRepository,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  /** Every minute on @nestjs/schedule, like the other jobs (acts/missed-video.job.ts); one round at a time. */
  @Interval('equeue-reminders', REMINDERS_PERIOD_MS)
  async tick(): Promise<void> {
    // Tests drive `run(now)` themselves; a round at the real time there would race their assertions.
    if (this.config.get('nodeEnv', { infer: true }) === 'test' || this.isRunning) return;
    this.isRunning = true;
    try {
      // Once a minute for the whole product, whichever replica claims the minute (issue 17.3).
      if (await claimJobPeriod(this.db.manager, 'equeue-reminders', REMINDERS_PERIOD_MS)) await this.run();
    } catch (e) {
      this.logger.error(`reminders failed: ${(e as Error).message}`);
    } finally {
      this.isRunning = false;
    }
  }

  async run(now = new Date()): Promise<{ day: number; hour: number }> {
    const day = await this.send('day', now);
    const hour = await this.send('hour', now);
    return { day, hour };
  }

  private async send(kind: 'day' | 'hour', now: Date): Promise<number> {
    return this.db.transaction(async (em) => {
      const due = await this.repository.claimDueReminders(em, kind, now, kind === 'day' ? DAY_MS : HOUR_MS);
      for (const booking of due) {
        await this.sms.send(em, { phone: booking.phone, text: text(kind, booking) });
        await this.repository.markReminded(em, booking.id, kind, now);
      }
      return due.length;
    });
  }
}
