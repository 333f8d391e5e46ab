import { Injectable } from '@nestjs/common';
import { actEventOptions, simplifiedWizardIndexOf } from '@notary/domain/act';
import { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { resolveActAccess } from './act-access.js';
import { NotarialAct } from './act.entity.js';
import { ActRules } from './act-rules.service.js';
import { ActsRepository } from './acts.repository.js';
import { ActTransitions } from './act-transitions.service.js';
import { actView } from './act-views.js';
import { blockingView } from './blocking-view.js';
import type { SessionUser } from '../identity/auth.js';
import type { DomainError } from '@notary/domain/errors';

/** Why an inactive act stopped (its conference's slot passed unregistered), with what its way out names. */
function missedConference(act: NotarialAct, actor: 'applicant' | 'notary' | 'party'): DomainError {
  return { code: 'video_conference_missed', details: { visitAt: act.visitAt?.toISOString() ?? null, notaryName: act.notaryName ?? null, isNotary: actor === 'notary' } };
}

/** The act card's tabs (acts-domain 2): general, result, references, video; each begins with the access check. */
@Injectable()
export class ActCardService {
  constructor(
    private readonly db: DataSource,
    private readonly transitions: ActTransitions,
    private readonly rules: ActRules,
    private readonly acts: ActsRepository,
  ) {}

  /** General tab, with the events this user may send now and what holds each back (the UI never decides). */
  async general(actId: string, user: SessionUser) {
    const access = await resolveActAccess(this.db.manager, actId, user, { lock: false, withContents: true });
    const { snapshot, blocking, parties } = await this.transitions.options(this.db.manager, access);
    // Issue 16.6: only a missed video conference makes an act inactive (miss_video); the card says why and what now.
    const missed = access.act.status === 'inactive' ? missedConference(access.act, access.actor) : null;
    return {
      ...actView(access.act),
      actor: access.actor,
      myPartyId: access.party?.id ?? null,
      myInvitationStatus: access.party && !access.party.isAuthor ? access.party.status : null,
      events: access.actor === 'party' ? [] : actEventOptions(snapshot, access.actor),
      blockedBy: missed ? missed.code : snapshot.blockedBy,
      blocking: missed ?? await blockingView(this.db.manager, access.act, blocking, user, parties),
      allPartiesAccepted: snapshot.allPartiesAccepted,
      hasInvoices: snapshot.hasInvoices,
      isPaid: snapshot.isPaid,
      // acts-domain 4 "A message appears when the set time has passed".
      isVisitTimePassed: access.act.visitAt !== null && access.act.visitAt.getTime() <= snapshot.now.getTime(),
      wizardIndex: access.act.isSimplified ? simplifiedWizardIndexOf(access.act.step) : null,
    };
  }

  /**
   * acts-domain 8 "No kinship found between parties, with an option to reload
   * kinship data": asks the civil registry again (nothing is cached) and
   * answers the rules' verdict now.
   */
  async reloadKinship(actId: string, user: SessionUser) {
    const { act } = await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    const facts = await this.rules.prefetch(this.db.manager, actId);
    const results = await this.rules.evaluate(this.db.manager, act, facts);
    return {
      kinship: [...facts.kinship].map(([pins, kinship]) => ({ pins: pins.split(':'), kinship })),
      kinshipNotFound: results.some((r) => r?.code === 'kinship_not_found'),
      blockedBy: results.find((r) => r !== null) ?? null,
    };
  }

  /** Result tab: what the act check shows (acts-domain 2 "Notarial act check result") and how the act ended. */
  async result(actId: string, user: SessionUser) {
    const { act } = await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    return {
      uuid: act.id,
      regnum: act.regnum,
      regdate: act.regdate,
      officeId: act.officeId,
      notaryName: act.notaryName,
      state: act.state,
      status: act.status,
      registeredAt: act.registeredAt,
      blank: { series: act.blankSeries, number: act.blankNumber, code: act.blankCode },
      annul: act.status === 'annulled' ? { at: act.annulAt, reason: act.annulReason } : null,
      refusal: act.status === 'refused' ? { fileName: act.refusalFileName, fileType: act.refusalFileType } : null,
      stopReason: act.stopReason,
      defects: act.defects,
      cancelledAt: act.cancelledAt,
      linkedActIds: act.linkedActIds,
      lang: act.lang,
      phone: act.phone,
    };
  }

  /** References tab: linked acts, the base act, and what the registries say of each subject. */
  async references(actId: string, user: SessionUser) {
    const { act } = await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    const em = this.db.manager;
    const ids = [...act.linkedActIds, ...(act.mainActId ? [act.mainActId] : [])];
    const linked = await this.acts.actLinks(em, { ids });
    const referencing = await this.acts.actLinks(em, { mainActId: act.id });
    // A link names another act; the user sees it only if they may see that act (issue 5.4).
    const visible = async (rows: NotarialAct[]) => {
      const out: NotarialAct[] = [];
      for (const row of rows) {
        if (await resolveActAccess(em, row.id, user, { lock: false, details: true }).then(() => true, () => false)) out.push(row);
      }
      return out;
    };
    const registry = await this.rules.registryReferences(em, act);
    return { linked: await visible(linked), referencing: await visible(referencing), registry };
  }

  async video(actId: string, user: SessionUser) {
    const { act } = await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    // The conference's own bookkeeping (feed ids, the recording flag) is not part of the tab.
    const { feeds: _feeds, recording: _recording, ...video } = act.video ?? {};
    return {
      uuid: act.id,
      regtype: act.regtype,
      visitAt: act.visitAt,
      visitdate: act.visitDate,
      visittime: act.visitTime?.slice(0, 5) ?? null,
      ...video,
      isInactive: act.status === 'inactive',
    };
  }

  async updateVideo(actId: string, user: SessionUser, video: NotarialAct['video'], requestId: string) {
    await this.transitions.mutate(
      actId,
      user,
      'video.update',
      async ({ em, access, audit }) => {
        if (access.actor !== 'notary') throw new AppError('act_actor_not_allowed', 403, 'only the notary records the conference');
        if (access.act.regtype !== 2) throw new AppError('not_video_registration', 409, 'not_video_registration');
        access.act.video = { ...access.act.video, ...video };
        audit.video = video;
        await this.acts.updateAct(em, actId, { video: access.act.video, updatedAt: new Date() });
      },
      requestId,
    );
    return this.video(actId, user);
  }

  /** spec/shell.md 8 "418 on file download": a denied download answers 418 whatever the reason. */
  async refusalFile(actId: string, user: SessionUser): Promise<{ name: string; type: string; bytes: Buffer }> {
    try {
      await resolveActAccess(this.db.manager, actId, user, { lock: false, details: true });
    } catch (e) {
      if (e instanceof AppError && e.status === 418) throw new AppError('download_forbidden', 418, e.code, { cause: e.code });
      throw e;
    }
    const act = await this.acts.refusalFile(this.db.manager, actId);
    if (!act.refusalFile) throw new AppError('not_found', 404, 'no refusal resolution');
    return { name: act.refusalFileName ?? 'resolution.pdf', type: act.refusalFileType ?? 'application/pdf', bytes: act.refusalFile };
  }
}
