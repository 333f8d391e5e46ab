import { Controller, Get, Headers, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ACT_ERRORS, ApiDoc } from '../common/openapi/api-doc.js';
import { AuthGuard, CurrentUser, type SessionUser } from '../identity/auth.js';
import { RequestId } from '../common/http/request-id.js';
import { AppError } from '../common/app-error.js';
import * as v from 'valibot';
import { Checkout, GatewayAnswer, GatewayRefParam, GatewaySimCheckout, Payment } from '@notary/domain/contracts';
import { ConfigService } from '@nestjs/config';
import type { ApiConfig } from '../config.js';
import { ValibotPipe } from '../common/validation/valibot.pipe.js';
import { PaymentsService } from './payments.service.js';

/** Issue 5.7: the payments tab, invoices, receipts, bank and gateway payments. */
@Controller('notarial_act/:uuid/payments')
@UseGuards(AuthGuard)
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Get()
  @ApiDoc({ summary: 'Payments tab: invoices with payer, sum, state', response: v.array(Payment), errors: ACT_ERRORS })
  list(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string) {
    return this.payments.list(uuid, user);
  }

  @Post('invoices')
  @ApiDoc({ summary: 'The notary issues the invoices (state duty and notary fee from the domain calculator)', response: v.array(Payment), errors: { ...ACT_ERRORS, 409: 'act_event_not_allowed' } })
  invoices(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @RequestId() requestId: string) {
    return this.payments.createInvoices(uuid, user, requestId);
  }

  @Get(':paymentId/receipt.pdf')
  @ApiDoc({ summary: 'The invoice receipt as a printable PDF', produces: 'application/pdf', errors: { 403: "'Access Denied'", 418: 'download_forbidden' } })
  async receipt(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('paymentId') paymentId: string, @Res() res: Response) {
    const file = await this.payments.receipt(uuid, paymentId, user);
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', `attachment; filename="${file.name}"`);
    res.send(file.bytes);
  }

  @Post(':paymentId/bank-paid')
  @ApiDoc({ summary: 'The applicant marks a bank payment made; the notary confirms it (confirm_payment)', response: Payment, errors: { ...ACT_ERRORS, 409: 'act_event_not_allowed | payment_already_confirmed' } })
  bankPaid(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('paymentId') paymentId: string, @RequestId() requestId: string) {
    return this.payments.markBankPaid(uuid, paymentId, user, requestId);
  }

  @Post(':paymentId/checkout')
  @ApiDoc({ summary: 'Open an electronic payment at the payment gateway: its reference, sum and payment page', response: Checkout, errors: { ...ACT_ERRORS, 409: 'act_event_not_allowed' } })
  checkout(@CurrentUser() user: SessionUser, @Param('uuid') uuid: string, @Param('paymentId') paymentId: string, @RequestId() requestId: string) {
    return this.payments.checkout(uuid, paymentId, user, requestId);
  }
}

/**
 * The callback's bytes as sent, for the HMAC. A JSON body keeps its exact
 * bytes in `req.rawBody` (the app is created with `rawBody: true`); text/plain
 * is not parsed, so its stream is read here.
 */
async function rawBody(req: Request & { body: unknown; rawBody?: Buffer }): Promise<string> {
  if (Buffer.isBuffer(req.rawBody)) return req.rawBody.toString('utf8');
  if (req.body !== undefined && typeof req.body === 'object' && req.body !== null && Object.keys(req.body).length > 0) {
    return JSON.stringify(req.body);
  }
  if (typeof req.body === 'string') return req.body;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').slice(0, 10_000);
}

/** The gateway's server-to-server side: no session, the HMAC signature authenticates. */
@Controller()
export class PaymentGatewayController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly config: ConfigService<ApiConfig, true>,
  ) {}

  @Post('notarial_act/payments/callback')
  @ApiDoc({ summary: 'Payment gateway callback: JSON sent as text/plain, its HMAC-SHA256 (hex) in the x-signature header; answers the payment state', isPublic: true, response: GatewayAnswer, errors: { 403: 'bad signature', 400: 'amount mismatch', 404: 'unknown reference' } })
  async callback(@Req() req: Request & { body: unknown; rawBody?: Buffer }, @Headers('x-signature') signature: string | undefined) {
    return this.payments.callback(await rawBody(req), signature);
  }

  @Get('payment_gateway_sim/:ref')
  @ApiDoc({ summary: "Payment gateway SIMULATOR: the payment page's data for a checkout (merchant, purpose, sum, paid or not, the act to return to)", isPublic: true, params: { ref: GatewayRefParam }, response: GatewaySimCheckout, errors: { 400: 'validation_failed (a malformed reference)', 404: 'unknown reference' } })
  simulatorCheckout(@Param('ref', new ValibotPipe(GatewayRefParam)) ref: string) {
    this.assertSimulator();
    return this.payments.simulatorCheckout(ref);
  }

  @Post('payment_gateway_sim/:ref/pay')
  @ApiDoc({ summary: 'Payment gateway SIMULATOR: the customer pays; the simulator sends the signed callback', isPublic: true, params: { ref: GatewayRefParam }, response: GatewayAnswer, errors: { 400: 'validation_failed (a malformed reference)', 404: 'unknown reference' } })
  simulate(@Param('ref', new ValibotPipe(GatewayRefParam)) ref: string) {
    this.assertSimulator();
    return this.payments.simulatePay(ref);
  }

  /** The simulator stands in for the bank's page; a production deployment with a real gateway has none. */
  private assertSimulator(): void {
    if (this.config.get('isProduction', { infer: true }) && !this.config.get('payments', { infer: true }).isSimulatorAllowedInProduction) {
      throw new AppError('not_found', 404, 'no payment gateway simulator here');
    }
  }
}
