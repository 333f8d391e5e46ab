import { Injectable } from '@nestjs/common';
import type { RegistryFacts, VisitCalendar } from '@notary/domain/contracts';
import { fromTashkentParts, parseIsoDate, tashkentDateOf } from '@notary/domain/time';
import { EqueueRepository } from '../equeue/equeue.repository.js';
import { absenceOn, hoursOn, isoOf, minutesOf } from '../notaries/schedule.js';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import type { SessionUser } from '../identity/auth.js';
import { EnforcementBureau } from '../state-registries/state-registries.js';
import { type ActAccess, resolveActAccess } from './act-access.js';
import { ActRules } from './act-rules.service.js';
import { ActTransitions } from './act-transitions.service.js';
import { ActsRepository } from './acts.repository.js';
import { CivilFactsReader } from './rules/civil-facts.js';

/** Only the act's notary (a notary of the act's office) works at the desk; checked before any data is read. */
function assertNotary(access: ActAccess, what: string): void {
  if (access.actor !== 'notary') throw new AppError('act_actor_not_allowed', 403, `only the act's notary ${what}`);
}

/**
 * The notary's desk on one act (issue 14 parts 2 and 5): the registry facts
 * gathered for the review (civil registry, enforcement bureau, vehicles,
 * cadastre, bans) with every failing rule, and the parties' presence at an
 * in-person visit, which registration waits for (domain `arePartiesPresent`).
 */
@Injectable()
export class NotaryDeskService {
  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly rules: ActRules,
    private readonly acts: ActsRepository,
    private readonly civil: CivilFactsReader,
    private readonly bureau: EnforcementBureau,
    private readonly equeue: EqueueRepository,
  ) {}

  /**
   * Issue 14.4: the act's notary's day for setting the visit time, Tashkent
   * time: the office's slot grid within the notary's hours (timetable,
   * working days, duty roster, leave: `hoursOn`, as the e-queue), each slot
   * free, held by another act's visit of this notary, by an e-queue booking
   * of this notary, or already past.
   */
  async visitCalendar(actId: string, user: SessionUser, date: string | undefined, now = new Date()): Promise<VisitCalendar> {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false });
    assertNotary(access, 'sets the visit time');
    const act = access.act;
    const notaryId = act.notaryId;
    if (!act.officeId || !notaryId) throw new AppError('notary_not_chosen', 409, 'notary_not_chosen');
    const day = date ? parseIsoDate(date) : tashkentDateOf(now);
    if (!day) throw new AppError('validation_failed', 400, 'date', { issues: [{ path: 'date', message: 'yyyy-mm-dd' }] });
    const iso = isoOf(day);
    const em = this.db.manager;
    const office = await this.equeue.officeTimetable(em, act.officeId);
    const [notary] = await this.equeue.scheduleNotaries(em, act.officeId, iso, iso, notaryId);
    const slotMinutes = office?.slotMinutes ?? 30;
    if (!office || !notary) {
      return { date: iso, notaryId, slotMinutes, hours: null, dayOff: 'no_licence', isDutyDay: false, slots: [] };
    }
    // The notary's own hours where set, else the office's (as the e-queue's slots).
    const schedule = { ...notary, timetable: notary.timetable ?? office.timetable };
    const hours = hoursOn(schedule, day);
    const absence = absenceOn(notary.absences, iso);
    const isDutyDay = notary.dutyDates.includes(iso);
    if (!hours) {
      return { date: iso, notaryId, slotMinutes, hours: null, dayOff: absence ? absence.kind : 'not_working', isDutyDay, slots: [] };
    }
    const bookings = (await this.equeue.heldSlots(em, act.officeId, iso, iso)).filter((b) => b.notaryId === notaryId);
    const visits = await this.acts.notaryVisits(em, notaryId, fromTashkentParts(day), fromTashkentParts({ ...day, day: day.day + 1 }));
    const slots: VisitCalendar['slots'] = [];
    const open = minutesOf(hours.open);
    const close = minutesOf(hours.close);
    const breakFrom = hours.breakFrom ? minutesOf(hours.breakFrom) : null;
    const breakTo = hours.breakTo ? minutesOf(hours.breakTo) : null;
    for (let m = open; m + slotMinutes <= close; m += slotMinutes) {
      if (breakFrom !== null && breakTo !== null && m < breakTo && m + slotMinutes > breakFrom) continue;
      const startsAt = fromTashkentParts({ ...day, hour: Math.floor(m / 60), minute: m % 60 });
      const endsAt = new Date(startsAt.getTime() + slotMinutes * 60_000);
      const within = (at: Date) => at.getTime() >= startsAt.getTime() && at.getTime() < endsAt.getTime();
      const visit = visits.find((row) => within(row.visitAt));
      const state = startsAt.getTime() <= now.getTime() ? 'past' : visit && visit.id !== act.id ? 'visit' : bookings.some((b) => within(b.startsAt)) ? 'booking' : 'free';
      slots.push({
        time: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        state,
        isThisAct: act.visitAt !== null && within(act.visitAt),
      });
    }
    return { date: iso, notaryId, slotMinutes, hours, dayOff: null, isDutyDay, slots };
  }

  async registryFacts(actId: string, user: SessionUser): Promise<RegistryFacts> {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false });
    assertNotary(access, 'sees the registry facts');
    const em = this.db.manager;
    const act = access.act;
    const parties = await this.acts.partiesInOrder(em, act.id);
    const facts = await this.rules.prefetch(em, act.id);
    const shortcomings = (await this.rules.evaluate(em, act, facts)).filter((rule) => rule !== null);
    const out: RegistryFacts['parties'] = [];
    for (const party of parties) {
      const person = party.pin ? (facts.persons.get(party.pin) ?? (await this.civil.prefetchPins([party.pin])).persons.get(party.pin) ?? null) : null;
      const document = person?.documents.find((d) => d.isActive) ?? null;
      const debts = party.pin ? await this.bureau.openDebts(em, party.pin) : [];
      out.push({
        partyId: party.id,
        role: party.role,
        isAuthor: party.isAuthor,
        pin: party.pin,
        fullname: party.fullname,
        civil: person
          ? {
              fullname: [person.surname, person.name, person.patronym].filter(Boolean).join(' '),
              birthDate: person.birthDate,
              deathDate: person.deathDate,
              citizenship: person.citizenship,
              regAddress: person.regAddress,
              isPersonalDataVerified: person.isPersonalDataVerified,
              isPhoneActive: person.isPhoneActive,
              document: document ? `${document.series} ${document.number}` : null,
            }
          : null,
        debts: debts.map((d) => ({ id: d.id, amount: d.amount, outstanding: d.outstanding, document: d.document })),
      });
    }
    return {
      shortcomings,
      parties: out,
      subjects: await this.rules.registryReferences(em, act),
      isCivilRegistryConfigured: this.civil.isConfigured,
    };
  }

  /**
   * acts-domain 4 "The parties attend at the set time": the act's notary marks
   * them present at Registration (step 8) of an in-person act, once the set
   * time has come; a withdrawn mark holds registration back again.
   */
  async markPresence(actId: string, user: SessionUser, present: boolean, requestId: string): Promise<void> {
    await this.transitions.mutate(
      actId,
      user,
      present ? 'presence.mark' : 'presence.withdraw',
      async ({ access, em, audit }) => {
        assertNotary(access, 'marks the parties present');
        const act = access.act;
        if (act.status !== 'active' || act.step !== 8) throw new AppError('act_event_not_allowed', 409, 'the parties are marked present at Registration (step 8)');
        if (act.regtype !== 1) throw new AppError('act_event_not_allowed', 409, "a video act's parties attend the conference, nobody marks them present");
        if (present && (act.visitAt === null || act.visitAt.getTime() > Date.now())) {
          throw new AppError('registration_before_visit_time', 409, 'the parties are marked present at or after the set visit time');
        }
        act.partiesPresentAt = present ? new Date() : null;
        act.partiesPresentBy = present ? user.id : null;
        act.updatedAt = new Date();
        audit.present = present;
        await this.acts.saveAct(em, act);
      },
      requestId,
    );
  }
}
