import { Module } from '@nestjs/common';
import { ActsModule } from '../acts/acts.module.js';
import { PaymentEffects } from './payment-effects.js';
import { PaymentGatewayController, PaymentsController } from './payments.controller.js';
import { PaymentsRepository } from './payments.repository.js';
import { PaymentsService } from './payments.service.js';

/**
 * Payments (issue 5.7): invoices, the receipt, the gateway checkout and its
 * callback, and what the machine's events do to them (payment-effects.ts).
 */
@Module({
  imports: [ActsModule],
  controllers: [PaymentsController, PaymentGatewayController],
  providers: [PaymentsRepository, PaymentsService, PaymentEffects],
})
export class PaymentsModule {}
