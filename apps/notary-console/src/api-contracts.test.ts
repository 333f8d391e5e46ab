import type * as C from '@notary/domain/contracts';
import { describe, expectTypeOf, it } from 'vitest';
import { getAdminNotaries, getAdminOffices, patchAdminNotary } from './features/admin-notaries/api/admin-notaries.ts';
import { findNotaryRecords, getAdminUser, getAdminUsers, patchAdminUser } from './features/admin-users/api/admin-users.ts';
import { getDictionaryStatus, refreshDictionaries } from './features/dictionary/api/dictionary.ts';
import { getReviews, saveNotarySchedule } from './features/notary-schedule/api/notary-schedule.ts';
import { checkInBooking, getOfficeEqueue } from './features/office-equeue/api/get-office-equeue.ts';
import { getSmsOutbox } from './features/sms-outbox/api/get-sms-outbox.ts';
import { getNotaryProfile } from './lib/notary-profile.ts';

/** Issue 11.1: the console's API functions read their routes' contracts (@notary/domain/contracts). */
describe('notary console API functions use their routes’ contracts', () => {
  it('the SMS outbox', () => {
    // GET /api/sms_outbox
    expectTypeOf(getSmsOutbox).returns.resolves.toEqualTypeOf<C.SmsOutboxMessage[]>();
  });

  it('administration (issue 14)', () => {
    // GET /api/admin/users, /api/admin/users/{id}; PATCH /api/admin/users/{id}
    expectTypeOf(getAdminUsers).returns.resolves.toEqualTypeOf<C.AdminUserPage>();
    expectTypeOf(getAdminUser).returns.resolves.toEqualTypeOf<C.AdminUser>();
    expectTypeOf(patchAdminUser).returns.resolves.toEqualTypeOf<C.AdminUser>();
    expectTypeOf(patchAdminUser).parameter(1).toEqualTypeOf<C.AdminUserPatch>();
    // GET /api/admin/notaries, /api/admin/offices; PATCH /api/admin/notaries/{id}
    expectTypeOf(findNotaryRecords).returns.resolves.toEqualTypeOf<C.AdminNotaryPage>();
    expectTypeOf(getAdminNotaries).returns.resolves.toEqualTypeOf<C.AdminNotaryPage>();
    expectTypeOf(getAdminOffices).returns.resolves.toEqualTypeOf<C.AdminOffice[]>();
    expectTypeOf(patchAdminNotary).returns.resolves.toEqualTypeOf<C.AdminNotary>();
    expectTypeOf(patchAdminNotary).parameter(1).toEqualTypeOf<C.AdminNotaryPatch>();
    // GET /api/dictionary, POST /api/dictionary/refresh
    expectTypeOf(getDictionaryStatus).returns.resolves.toEqualTypeOf<C.DictionaryStatus[]>();
    expectTypeOf(refreshDictionaries).returns.resolves.toEqualTypeOf<C.DictionaryRefresh[]>();
  });

  it("the notary's e-queue and schedule (issue 14.7, 14.8)", () => {
    // GET /api/equeue/office/{officeId}; POST /api/equeue/{id}/check-in
    expectTypeOf(getOfficeEqueue).returns.resolves.toEqualTypeOf<C.OfficeEqueue>();
    expectTypeOf(checkInBooking).returns.resolves.toEqualTypeOf<C.CheckIn>();
    // GET /api/notary-profile; PUT /api/notary-profile/schedule; GET /api/notaries/{id}/reviews
    expectTypeOf(getNotaryProfile).returns.resolves.toEqualTypeOf<C.NotaryProfile>();
    expectTypeOf(saveNotarySchedule).returns.resolves.toEqualTypeOf<C.NotaryProfile>();
    expectTypeOf(saveNotarySchedule).parameter(0).toEqualTypeOf<C.NotaryScheduleBody>();
    expectTypeOf(getReviews).returns.resolves.toEqualTypeOf<C.ReviewPage>();
  });
});
