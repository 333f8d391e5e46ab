import { Injectable } from '@nestjs/common';
import { REG_TYPES } from '@notary/domain/act';
import { type RuleResult, checkVideoAccountReadiness, checkVideoPartiesVerified, invitationConfirmerPin, joinsByVideo } from '@notary/domain/rules';
import type { ActParty } from '../../parties/party.entity.js';
import { confirmingFacts } from '../../parties/party-rows.js';
import type { NotarialAct } from '../act.entity.js';
import { type CivilFacts, CivilFactsReader } from './civil-facts.js';

/**
 * Video registration (acts-domain 5/8 "a login and confirmed personal data").
 * The server checks the part it knows: the accounts of the author and of
 * every party who joins by video. The devices (webcam, microphone,
 * resolution, connection speed) are measured by the browser only, so the
 * browser checks them (domain `checkVideoDeviceReadiness`); no device facts
 * are made up here.
 */
@Injectable()
export class VideoRules {
  constructor(private readonly civil: CivilFactsReader) {}

  /**
   * Every invited party who joins by video (domain `joinsByVideo`): the
   * person who answers for the party (its pin, a legal entity's manager).
   * Null without a civil registry to ask.
   */
  async parties(act: NotarialAct, parties: readonly ActParty[], facts: CivilFacts): Promise<RuleResult> {
    if (!this.civil.isConfigured) return null;
    const joining = [];
    for (const party of parties) {
      if (party.isAuthor || !joinsByVideo(party, act.regtype)) continue;
      const pin = invitationConfirmerPin(confirmingFacts(party));
      if (!pin) continue;
      joining.push({ pin, isPersonalDataVerified: (await this.civil.person(facts, pin))?.isPersonalDataVerified === true });
    }
    return checkVideoPartiesVerified(joining);
  }

  /** The author's account for a video act (signed in: the request is authenticated); undefined for an in-person act. */
  author(act: NotarialAct, facts: CivilFacts): RuleResult | undefined {
    if (act.regtype !== REG_TYPES.video) return undefined;
    const author = facts.persons.get(act.authorPin) ?? null;
    return checkVideoAccountReadiness({ isSignedIn: true, isPersonalDataVerified: author?.isPersonalDataVerified ?? false });
  }

  /** At creation: without verified personal data video registration is not possible (acts-domain 8). */
  async creationBlocker(act: NotarialAct, parties: readonly ActParty[], facts: CivilFacts): Promise<RuleResult> {
    if (act.regtype === REG_TYPES.video && this.civil.isConfigured) {
      const person = await this.civil.person(facts, act.authorPin);
      if (!person?.isPersonalDataVerified) return { code: 'personal_data_not_verified' };
    }
    return this.parties(act, parties, facts);
  }
}
