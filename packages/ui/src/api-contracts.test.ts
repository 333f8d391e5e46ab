import * as C from '@notary/domain/contracts';
import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import { listActs } from './acts/api/acts-api.ts';
import { openCheckout } from './acts/payments/payments-api.ts';
import { useReloadKinship } from './acts/blocking/reload-kinship.ts';
import type { ActAuditEntry, ActGeneral, ActNote, ActParty, ActPayment, ActReferences, ActResult, ActSubject, ActVideo } from './acts/api/types.ts';
import { authenticate } from './auth/auth-api.ts';
import { getNotifyItems } from './dialogs/notify-items.ts';
import { bookSlot, cancelBooking, checkInBooking, getEqueueDays, getEqueueOffices, getEqueueSlots, getMyBookings, moveBooking } from './equeue/api/equeue-api.ts';
import { checkProxy } from './searches/api/check-proxy.ts';
import { searchBans } from './searches/api/search-bans.ts';
import { searchInheritance } from './searches/api/search-inheritance.ts';

type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/**
 * Issue 11.1: each API function of packages/ui reads its route's answer as
 * the contract the API checks it against (@notary/domain/contracts), and
 * sends what the route's request contract takes. The route each function
 * calls is named beside it; services/api's client-routes test checks that
 * the route documents the same contract schema.
 */
describe('packages/ui API functions use their routes’ contracts', () => {
  it('sign-in and the session', () => {
    // POST /api/auth
    expectTypeOf(authenticate).returns.resolves.toEqualTypeOf<Out<typeof C.AuthResponse>>();
    expectTypeOf(authenticate).parameter(0).toEqualTypeOf<Out<typeof C.Auth>>();
    // GET /api/notarial_act/get_notify
    expectTypeOf(getNotifyItems).returns.resolves.toEqualTypeOf<Out<typeof C.NotifyItem>[]>();
  });

  it('the e-queue', () => {
    // GET /api/equeue/offices, /days, /slots, GET /api/equeue
    expectTypeOf(getEqueueOffices).returns.resolves.toEqualTypeOf<Out<typeof C.EqueueOffice>[]>();
    expectTypeOf(getEqueueDays).returns.resolves.toEqualTypeOf<Out<typeof C.EqueueDay>[]>();
    expectTypeOf(getEqueueSlots).returns.resolves.toEqualTypeOf<Out<typeof C.EqueueSlot>[]>();
    expectTypeOf(getMyBookings).returns.resolves.toEqualTypeOf<Out<typeof C.Booking>[]>();
    // POST /api/equeue, PUT /api/equeue/{id}, POST /api/equeue/{id}/cancel, POST /api/equeue/{id}/check-in
    expectTypeOf(bookSlot).returns.resolves.toEqualTypeOf<Out<typeof C.Booking>>();
    expectTypeOf(bookSlot).parameter(0).toEqualTypeOf<Out<typeof C.BookBody>>();
    expectTypeOf(moveBooking).returns.resolves.toEqualTypeOf<Out<typeof C.Booking>>();
    expectTypeOf(cancelBooking).returns.resolves.toEqualTypeOf<Out<typeof C.Booking>>();
    expectTypeOf(checkInBooking).returns.resolves.toEqualTypeOf<Out<typeof C.CheckIn>>();
  });

  it('the acts screens', () => {
    // GET /api/notarial_act and the act card's tabs (GET /api/notarial_act/{uuid}[/parties|subjects|payments|notes|audit|result|references])
    expectTypeOf(listActs).returns.resolves.toEqualTypeOf<Out<typeof C.ActList>>();
    expectTypeOf<ActGeneral>().toEqualTypeOf<Out<typeof C.ActGeneral>>();
    expectTypeOf<ActParty>().toEqualTypeOf<Out<typeof C.Party>>();
    expectTypeOf<ActSubject>().toEqualTypeOf<Out<typeof C.Subject>>();
    expectTypeOf<ActPayment>().toEqualTypeOf<Out<typeof C.Payment>>();
    expectTypeOf<ActNote>().toEqualTypeOf<Out<typeof C.Note>>();
    expectTypeOf<ActAuditEntry>().toEqualTypeOf<Out<typeof C.AuditEntry>>();
    expectTypeOf<ActResult>().toEqualTypeOf<Out<typeof C.ActResult>>();
    expectTypeOf<ActReferences>().toEqualTypeOf<Out<typeof C.ActReferences>>();
    expectTypeOf<ActVideo>().toEqualTypeOf<Out<typeof C.ActVideo>>();
    // POST /api/notarial_act/{uuid}/payments/{paymentId}/checkout, POST /api/notarial_act/{uuid}/kinship/reload
    expectTypeOf(openCheckout).returns.resolves.toEqualTypeOf<Out<typeof C.Checkout>>();
    expectTypeOf<Awaited<ReturnType<ReturnType<typeof useReloadKinship>['mutateAsync']>>>().toEqualTypeOf<Out<typeof C.KinshipReload>>();
  });

  it('the public searches', () => {
    // GET /api/searches/proxy, /inheritance, /bans
    expectTypeOf(checkProxy).returns.resolves.toEqualTypeOf<Out<typeof C.ProxyCheck>>();
    expectTypeOf(searchInheritance).returns.resolves.toEqualTypeOf<Out<typeof C.InheritanceSearch>>();
    expectTypeOf(searchBans).returns.resolves.toEqualTypeOf<Out<typeof C.BanSearchResult>>();
    expectTypeOf(searchBans).parameter(0).toEqualTypeOf<Out<typeof C.BanSearchQuery>>();
  });
});
