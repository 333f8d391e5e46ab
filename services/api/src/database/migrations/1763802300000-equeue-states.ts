import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The e-queue's states are the domain's EQUEUE_STATES (@notary/domain/identity):
 * booked, arrived, general_queue, served, cancelled. 'missed' was never set;
 * a booking nobody checked in for stays booked and shows as late.
 */
export class EqueueStates1763802300000 implements MigrationInterface {
  name = 'EqueueStates1763802300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE equeue_booking DROP CONSTRAINT IF EXISTS equeue_booking_state_check`);
    await q.query(`ALTER TABLE equeue_booking ADD CONSTRAINT equeue_booking_state_check
      CHECK (state IN ('booked', 'arrived', 'general_queue', 'served', 'cancelled'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE equeue_booking DROP CONSTRAINT equeue_booking_state_check`);
    await q.query(`ALTER TABLE equeue_booking ADD CONSTRAINT equeue_booking_state_check
      CHECK (state IN ('booked', 'arrived', 'general_queue', 'served', 'cancelled', 'missed'))`);
  }
}
