import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { Auth, AuthResponse, CheckBeforeAuth, CheckBeforeAuthAnswer } from '@notary/domain/contracts';
import type { Request, Response } from 'express';
import { BodyLimit } from '../common/http/body-limit.js';
import { ApiDoc } from '../common/openapi/api-doc.js';
import { resolveLocale } from './locale.js';
import { type ClientContext, SignInService } from './sign-in.service.js';
import { validate } from '../common/validation/valibot.pipe.js';
import { validationTextIn } from './messages.js';

/** The response header of a successful pre-check that carries the attempt id (the face check's session id). */
export const AUTH_ATTEMPT_HEADER = 'x-auth-attempt';

/** The request header by which the kiosk shell says it is one (packages/ui's HTTP client). */
export const CLIENT_MODE_HEADER = 'x-client-mode';

function clientOf(req: Request): ClientContext {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    userAgent: req.headers['user-agent'],
    locale: resolveLocale(req.headers['accept-language']),
    clientMode: req.headers[CLIENT_MODE_HEADER] === 'kiosk' ? 'kiosk' : 'browser',
  };
}

/** The two sign-in calls of spec/shell.md 7. */
@Controller()
export class SignInController {
  constructor(private readonly signIn: SignInService) {}

  /**
   * 200 with the body `Ok` when the pin and document belong to a living
   * person of the registry (shell 7: "success when status 200 and body 'Ok'"),
   * and the one-time attempt id in `x-auth-attempt` (the body stays as the
   * spec has it); otherwise 400 `{ code, message }` whose message the form
   * shows, 429 when rate-limited, 503 when the registry is down.
   */
  @Post('check_before_auth')
  @HttpCode(200)
  @ApiDoc({
    summary: "Sign-in pre-check of pin and document against the civil registry: the body `Ok`, the attempt id in the x-auth-attempt header",
    body: CheckBeforeAuth,
    produces: 'text/plain',
    response: CheckBeforeAuthAnswer,
    errors: { 400: 'the message the form shows', 429: 'rate-limited (Retry-After)', 503: 'the registry does not answer' },
    isPublic: true,
  })
  async checkBeforeAuth(@Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<'Ok'> {
    const client = clientOf(req);
    const credentials = validate(CheckBeforeAuth, body, validationTextIn(client.locale));
    const attemptId = await this.signIn.checkBeforeAuth(credentials, client);
    res.setHeader(AUTH_ATTEMPT_HEADER, attemptId);
    // Readable by a client on another origin too, should the API ever be served with CORS.
    res.setHeader('Access-Control-Expose-Headers', AUTH_ATTEMPT_HEADER);
    res.setHeader('Cache-Control', 'no-store');
    // Set only on success: error bodies stay JSON.
    res.type('text/plain; charset=utf-8');
    return 'Ok';
  }

  /** 200 `{ resultCode, message, token, user }` (shell 3 "Auth response"); codes in result-codes.ts. */
  @Post('auth')
  @HttpCode(200)
  // The face-check token carries the best shot (a JPEG ≤ 480 px wide, base64 inside base64url) and its
  // embedding: ≈ 57 KB from the face fixtures' camera, more from a sharper one; over the default body limit.
  @BodyLimit(1024 * 1024)
  @ApiDoc({
    summary: 'Sign in with the face-check token: resultCode, message, token and user (shell 3 "Auth response")',
    body: Auth,
    response: AuthResponse,
    errors: { 400: 'validation_failed', 429: 'rate-limited (Retry-After)' },
    isPublic: true,
  })
  async auth(@Body() body: unknown, @Req() req: Request): Promise<AuthResponse> {
    const client = clientOf(req);
    const input = validate(Auth, body, validationTextIn(client.locale));
    return this.signIn.auth(input, client);
  }
}
