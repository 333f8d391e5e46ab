import { Inject, Injectable, Optional } from '@nestjs/common';
import { ERROR_CODES } from '@notary/domain/errors';
import { ageOn, parseIsoDate } from '@notary/domain/time';
import { CIVIL_REGISTRY, type CivilRegistry, RegistryUnavailableError } from '../civil-registry/civil-registry.js';
import { ACT_TYPES, canExitDeal } from '@notary/domain/act';
import { INVITATION_SMS_RESEND_COOLDOWN_SECONDS, type InvitationEvent, allowedInvitationEvents, invitationSmsWaitSeconds, invitationTransition } from '@notary/domain/party';
import { invitationConfirmerPin, mustConfirmInvitation } from '@notary/domain/rules';
import { DataSource, type EntityManager } from 'typeorm';
import { notAParty, resolveActAccess } from '../acts/act-access.js';
import { domainError, ActTransitions } from '../acts/act-transitions.service.js';
import { ActsRepository } from '../acts/acts.repository.js';
import { ActsService, assertEditable, auditValues } from '../acts/acts.service.js';
import type { SessionUser } from '../identity/auth.js';
import type { CompanyLookup, InvitationSubject, PartyInput, PartyPatch, PersonLookup } from '@notary/domain/contracts';
import type { ActSubject } from '../subjects/subject.entity.js';
import { type RegistryCompany, type RegistryVehicle, TaxRegistry, VehicleRegistry } from '../state-registries/state-registries.js';

/** Of age at 18 (the civil code); minors need a parent's consent to travel (acts-domain 5). */
const ADULT_AGE = 18;
import { AppError } from '../common/app-error.js';
import { InvitationIssuer } from '../invitations/invitation-issuer.service.js';
import { ActParty } from './party.entity.js';
import { confirmingFacts, partyRow, partyView } from './party-rows.js';

function confirmationRequired(key: string): AppError {
  return new AppError('validation_failed', 400, 'confirmation_required', {
    confirmation: key,
    issues: [{ path: 'confirmed', message: 'confirmation_required' }],
  });
}

const textOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** What the invited person is asked to agree to (InvitationSubject): the object and its price, no registry record. */
function invitationSubjectView(subject: ActSubject, registered: RegistryVehicle | null): InvitationSubject {
  const year = subject.vehicle?.year ?? registered?.year;
  return {
    kind: subject.kind,
    stateNumber: subject.stateNumber ?? registered?.stateNumber ?? null,
    // The make and year as the act has them, else as the vehicle registry knows the car (the simplified wizard names it by plate and passport only).
    make: textOf(subject.vehicle?.make) ?? registered?.make ?? null,
    year: typeof year === 'number' ? year : null,
    cadastreNumber: subject.cadastreNumber,
    address: textOf(subject.realEstate?.address),
    description: subject.description,
    price: subject.price,
    priceWords: subject.priceWords,
  };
}

/** Issue 5.2 parties of an act, and 5.6 answering an invitation. */
@Injectable()
export class PartiesService {
  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly acts: ActsService,
    private readonly invitations: InvitationIssuer,
    private readonly repository: ActsRepository,
    @Optional() @Inject(CIVIL_REGISTRY) private readonly civil: CivilRegistry | null,
    private readonly vehicles: VehicleRegistry,
    private readonly taxes: TaxRegistry,
  ) {}

  async list(actId: string, user: SessionUser) {
    await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    const rows = await this.repository.partiesInOrder(this.repository.manager, actId);
    return rows.map(partyView);
  }

  /**
   * Issue 13: the wizard finds a party by personal number in the civil
   * registry. Only the act's applicant, while the act is editable, may ask
   * (checked before the registry is read), and the answer carries only what
   * the party row and the rules need: the name, deceased, minor and the age.
   */
  async lookupPerson(actId: string, user: SessionUser, pin: string): Promise<PersonLookup> {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false });
    assertEditable(access);
    if (!this.civil) throw new AppError('technical_work', 503, 'civil registry not configured');
    let person;
    try {
      person = await this.civil.findPerson(pin);
    } catch (error) {
      if (error instanceof RegistryUnavailableError) throw new AppError('technical_work', 503, 'civil registry unavailable');
      throw error;
    }
    if (!person) throw new AppError('person_not_found', ERROR_CODES.person_not_found.status, 'no person of this personal number in the civil registry');
    const birth = parseIsoDate(person.birthDate);
    const age = birth ? ageOn(birth, new Date()) : 0;
    return {
      pin: person.pin,
      fullname: [person.surname, person.name, person.patronym].filter(Boolean).join(' '),
      isDeceased: person.deathDate !== null,
      isMinor: age < ADULT_AGE,
      age,
    };
  }

  /**
   * Issue 13.2: the wizard finds a legal entity by tax number in the tax
   * registry, under the same rule as a person (the act's applicant while the
   * act is editable, checked before the registry is read). A liquidated
   * company is refused; the director is named by the civil registry.
   */
  async lookupCompany(actId: string, user: SessionUser, inn: string): Promise<CompanyLookup> {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false });
    assertEditable(access);
    const company = await this.activeCompany(this.db.manager, inn);
    if (!company) throw new AppError('company_not_found', ERROR_CODES.company_not_found.status, 'no legal entity of this tax number in the tax registry');
    let director: CompanyLookup['director'] = null;
    if (company.directorPin) {
      let person = null;
      try {
        person = this.civil ? await this.civil.findPerson(company.directorPin) : null;
      } catch (error) {
        if (!(error instanceof RegistryUnavailableError)) throw error;
      }
      director = { pin: company.directorPin, fullname: person ? [person.surname, person.name, person.patronym].filter(Boolean).join(' ') : null };
    }
    return { inn: company.inn, name: company.name, legalForm: company.legalForm, address: company.address, status: company.status, director };
  }

  /** The tax registry's company of this tax number; a liquidated one is refused (it cannot be a party). */
  private async activeCompany(em: EntityManager, inn: string): Promise<RegistryCompany | null> {
    const company = await this.taxes.findCompany(em, inn);
    if (company?.status === 'liquidated') {
      throw new AppError('company_liquidated', ERROR_CODES.company_liquidated.status, 'the legal entity of this tax number is liquidated', {
        inn,
        liquidatedAt: company.liquidatedAt,
      });
    }
    return company;
  }

  /** acts-domain 8 "add a party" asks for confirmation; the role must be one of the act type's. */
  async add(actId: string, user: SessionUser, input: PartyInput, requestId: string, origin?: string | null) {
    if (input.confirmed !== true) throw confirmationRequired('add_party');
    return this.transitions.mutate(
      actId,
      user,
      'party.add',
      async ({ em, access, audit }) => {
        assertEditable(access);
        if (!(ACT_TYPES[access.act.typeId].partyRoles as readonly string[]).includes(input.role)) {
          throw new AppError('validation_failed', 400, 'role not allowed for this act type', {
            issues: [{ path: 'role', message: 'error_role_not_allowed' }],
          });
        }
        if (input.pin && (await this.repository.hasPartyWithPin(em, actId, input.pin))) {
          throw new AppError('validation_failed', 400, 'this person is already a party', {
            issues: [{ path: 'pin', message: 'error_party_already_added' }],
          });
        }
        // A liquidated company cannot be a party, whichever way its tax number reached the API.
        if (input.partyClass === 'legal' && input.inn) await this.activeCompany(em, input.inn);
        const party = await this.acts.addParty(em, access.act, input, origin);
        audit.partyId = party.id;
        audit.role = party.role;
        return partyView(party);
      },
      requestId,
    );
  }

  async update(actId: string, partyId: string, user: SessionUser, patch: PartyPatch, requestId: string, origin?: string | null) {
    return this.transitions.mutate(
      actId,
      user,
      'party.update',
      async ({ em, access, audit, change }) => {
        assertEditable(access);
        const party = await this.partyOf(em, actId, partyId);
        if (patch.role && !(ACT_TYPES[access.act.typeId].partyRoles as readonly string[]).includes(patch.role)) {
          throw new AppError('validation_failed', 400, 'role not allowed', { issues: [{ path: 'role', message: 'error_role_not_allowed' }] });
        }
        // The author's identity is their sign-in; an invited person's pin change is a new person, so a new invitation.
        if (party.isAuthor) delete patch.pin;
        const confirmerBefore = invitationConfirmerPin(confirmingFacts(party));
        const columns = partyRow(patch);
        // The invitation's status too: an answer cancelled by the edit is part of what it did (never the token).
        const edited = [...Object.keys(columns), 'status'];
        change.before = auditValues(party, edited);
        Object.assign(party, columns, { updatedAt: new Date() });
        audit.partyId = partyId;
        // Another person now answers for the party (a new pin, a legal entity's new manager): a new invitation.
        const confirmer = invitationConfirmerPin(confirmingFacts(party));
        const isNewConfirmer = !party.isAuthor && confirmer !== confirmerBefore;
        if (isNewConfirmer && !confirmer) {
          Object.assign(party, { status: null, answeredAt: null, inviteToken: null, inviteLink: null, qrCode: null });
        }
        const saved = await this.repository.saveParty(em, isNewConfirmer && confirmer ? await this.invitations.issue(em, party, access.act, origin) : party);
        change.after = auditValues(saved, edited);
        return partyView(saved);
      },
      requestId,
    );
  }

  /** acts-domain 8 "delete a minor" asks for confirmation, as does removing any party here. */
  async remove(actId: string, partyId: string, user: SessionUser, isConfirmed: boolean, requestId: string): Promise<void> {
    await this.transitions.mutate(
      actId,
      user,
      'party.remove',
      async ({ em, access, audit }) => {
        assertEditable(access);
        const party = await this.partyOf(em, actId, partyId);
        if (party.isAuthor) throw new AppError('validation_failed', 400, 'the author cannot be removed');
        if (!isConfirmed) throw confirmationRequired(party.role === 'minor' ? 'delete_minor' : 'delete');
        await this.repository.deleteParty(em, partyId);
        audit.partyId = partyId;
        audit.role = party.role;
      },
      requestId,
    );
  }

  /** The applicant invites again a party who rejected or exited (domain `reinvite`). */
  async reinvite(actId: string, partyId: string, user: SessionUser, requestId: string, origin?: string | null) {
    return this.transitions.mutate(
      actId,
      user,
      'party.reinvite',
      async ({ em, access, audit }) => {
        if (access.actor !== 'applicant') throw domainError('act_actor_not_allowed');
        const party = await this.partyOf(em, actId, partyId);
        const result = invitationTransition(party.status, 'reinvite', { isActActive: access.act.status === 'active' });
        if (!result.ok) throw domainError(result.code);
        audit.partyId = partyId;
        return partyView(await this.repository.saveParty(em, await this.invitations.issue(em, party, access.act, origin)));
      },
      requestId,
    );
  }

  /**
   * Issue 13.5 "resend SMS": the applicant sends an open invitation's SMS
   * again (same link) through the SMS adapter, at most once per
   * INVITATION_SMS_RESEND_COOLDOWN_SECONDS per party; sooner is refused with
   * `invitation_sms_too_soon` and the seconds left (Retry-After).
   */
  async resendSms(actId: string, partyId: string, user: SessionUser, requestId: string) {
    return this.transitions.mutate(
      actId,
      user,
      'party.resend_sms',
      async ({ em, access, audit }) => {
        if (access.actor !== 'applicant') throw domainError('act_actor_not_allowed');
        if (access.act.status !== 'active') throw domainError('act_finished');
        const party = await this.partyOf(em, actId, partyId);
        if (party.isAuthor || !party.inviteLink || !mustConfirmInvitation(confirmingFacts(party))) throw domainError('invitation_not_found');
        if (party.status !== null) throw domainError('invitation_already_answered');
        const { phone, inviteLink } = party;
        if (!phone) throw new AppError('party_phone_missing', ERROR_CODES.party_phone_missing.status, 'the party has no phone number to send the SMS to');
        const wait = invitationSmsWaitSeconds(party.smsSentAt);
        if (wait > 0) {
          throw new AppError('invitation_sms_too_soon', ERROR_CODES.invitation_sms_too_soon.status, `the invitation SMS may be sent again in ${wait} s`, {
            retryAfterSeconds: wait,
            cooldownSeconds: INVITATION_SMS_RESEND_COOLDOWN_SECONDS,
          });
        }
        audit.partyId = partyId;
        return partyView(await this.repository.saveParty(em, await this.invitations.resendSms(em, Object.assign(party, { phone, inviteLink }), access.act)));
      },
      requestId,
    );
  }

  /**
   * acts-domain 4 "the party accepts or rejects, and may exit the deal"
   * (exit asks for confirmation). The signed-in person answers their own
   * invitation; the domain's invitation machine decides.
   */
  async answer(actId: string, user: SessionUser, event: Exclude<InvitationEvent, 'reinvite'>, isConfirmed: boolean, requestId: string) {
    if (event === 'exit' && !isConfirmed) throw confirmationRequired('exit_deal');
    return this.transitions.mutate(
      actId,
      user,
      `invitation.${event}`,
      async ({ em, access, audit }) => {
        const party = access.party;
        if (!party || party.isAuthor) throw domainError('act_actor_not_allowed');
        // Once the act has gone to the notary, leaving is a notary's matter (domain `canExitDeal`).
        const isActActive = event === 'exit' ? canExitDeal(access.act) : access.act.status === 'active';
        const result = invitationTransition(party.status, event, { isActActive });
        if (!result.ok) throw domainError(result.code);
        party.status = result.next;
        party.answeredAt = new Date();
        audit.partyId = party.id;
        audit.status = result.next;
        return partyView(await this.repository.saveParty(em, party));
      },
      requestId,
    );
  }

  /**
   * The invitation screen behind the SMS/QR link (acts-domain 2 "Party
   * invitation screen. Accept or reject"): which act, which party, and what
   * the signed-in person may answer.
   */
  async invitation(actId: string, token: string, user: SessionUser) {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false });
    const party = await this.invitedBy(this.db.manager, actId, token, user);
    const isActActive = access.act.status === 'active';
    const events = allowedInvitationEvents(party.status, { isActActive }).filter(
      (event) => event !== 'reinvite' && (event !== 'exit' || canExitDeal(access.act)),
    );
    const author = (await this.repository.parties(this.db.manager, actId)).find((p) => p.isAuthor) ?? null;
    const subjects = await this.repository.subjects(this.db.manager, actId);
    return {
      act: { uuid: access.act.id, name: access.act.name, typeId: access.act.typeId, step: access.act.step, status: access.act.status, isSimplified: access.act.isSimplified },
      party: partyView(party),
      inviter: author ? { fullname: author.fullname, role: author.role } : null,
      subjects: await Promise.all(
        subjects.map(async (subject) => invitationSubjectView(subject, subject.kind === 'vehicle' ? await this.registeredVehicle(subject) : null)),
      ),
      events,
    };
  }

  /**
   * Answering by the invitation link's token (acts-domain 4 "Party invitation
   * (by link, QR code or SMS)"): the token names the invited party; the
   * signed-in person must be the one who answers for it (their pin, or the
   * manager's pin for a legal entity).
   */
  async answerByToken(actId: string, token: string, user: SessionUser, event: 'accept' | 'reject', requestId: string) {
    return this.transitions.mutate(
      actId,
      user,
      `invitation.${event}`,
      async ({ em, access, audit }) => {
        const party = await this.invitedBy(em, actId, token, user);
        const result = invitationTransition(party.status, event, { isActActive: access.act.status === 'active' });
        if (!result.ok) throw domainError(result.code);
        party.status = result.next;
        party.answeredAt = new Date();
        audit.partyId = party.id;
        audit.status = result.next;
        audit.byToken = true;
        return partyView(await this.repository.saveParty(em, party));
      },
      requestId,
    );
  }

  private async registeredVehicle(subject: ActSubject): Promise<RegistryVehicle | null> {
    const { stateNumber, techPassportSeries, techPassportNumber } = subject;
    if (!stateNumber && !(techPassportSeries && techPassportNumber)) return null;
    return this.vehicles.find(this.db.manager, { stateNumber, techPassportSeries, techPassportNumber });
  }

  /** The party a still-valid token invites, when the signed-in user answers for it. */
  private async invitedBy(em: EntityManager, actId: string, token: string, user: SessionUser): Promise<ActParty> {
    const party = /^[\w-]{16,64}$/.test(token)
      ? await this.repository.partyByInviteToken(em, actId, token)
      : null;
    if (!party || party.isAuthor || !mustConfirmInvitation(confirmingFacts(party))) throw domainError('invitation_not_found');
    // spec/shell.md 8: someone else's link gives no access to the act.
    if (invitationConfirmerPin(confirmingFacts(party)) !== user.pin) throw notAParty();
    return party;
  }

  async qrSvg(actId: string, partyId: string, user: SessionUser): Promise<string> {
    await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    const party = await this.partyOf(this.db.manager, actId, partyId);
    if (!party.inviteLink) throw new AppError('not_found', 404, 'no invitation');
    return this.invitations.svg(party.inviteLink);
  }

  private async partyOf(em: EntityManager, actId: string, partyId: string): Promise<ActParty> {
    const party = await this.repository.party(em, actId, partyId);
    if (!party) throw new AppError('not_found', 404, 'party not found');
    return party;
  }
}
