import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { DefectField } from '@notary/domain/contracts';
import type { EntityManager } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { ActsRepository } from './acts.repository.js';
import { type ActEffect, ActTransitions } from './act-transitions.service.js';
import { NotaryDirectory } from './notary-directory.js';
import { renderRefusalResolution, resolutionFileName, resolutionIssuer } from './refusal-resolution.js';

/** A marked field of a party or a subject names one of this act's (issue 13.6). */
async function checkDefectTargets(acts: ActsRepository, em: EntityManager, actId: string, fields: readonly DefectField[]): Promise<void> {
  if (fields.every((f) => f.target === 'act')) return;
  const partyIds = new Set((await acts.parties(em, actId)).map((p) => p.id));
  const subjectIds = new Set((await acts.subjects(em, actId)).map((s) => s.id));
  const issues = fields.flatMap((f, index) =>
    (f.target === 'party' && !partyIds.has(f.targetId)) || (f.target === 'subject' && !subjectIds.has(f.targetId))
      ? [{ path: `defectFields.${index}.targetId`, message: 'error_defect_target_not_in_act' }]
      : [],
  );
  if (issues.length > 0) throw new AppError('validation_failed', 400, 'a marked field names no party or subject of this act', { issues });
}

function required(field: string): AppError {
  return new AppError('validation_failed', 400, `${field} is required`, { issues: [{ path: field, message: `error_required_${field}` }] });
}

/**
 * What the act's own events write besides the step (acts-domain 3/4): the
 * defects of a return, the visit time, annulment date and reason, the refusal's
 * resolution file, the stop reason, the chosen notary, the cancellation date.
 */
@Injectable()
export class CoreActEffects implements OnModuleInit {
  constructor(
    private readonly transitions: ActTransitions,
    private readonly notaries: NotaryDirectory,
    private readonly acts: ActsRepository,
  ) {}

  onModuleInit(): void {
    registerCoreEffects(this.transitions, this.notaries, this.acts);
  }
}

function registerCoreEffects(transitions: ActTransitions, notaries: NotaryDirectory, acts: ActsRepository): void {
  const cancelled: ActEffect = {
    apply: async ({ act }) => {
      act.cancelledAt = new Date();
    },
  };
  transitions.registerEffect('act', 'return_with_defects', {
    prepare: async ({ em, act, input }) => {
      await checkDefectTargets(acts, em, act.id, input.defectFields ?? []);
    },
    apply: async ({ act, input, audit }) => {
      act.defects = input.defects ?? input.reason ?? null;
      act.defectFields = input.defectFields ?? [];
      audit.defects = act.defects;
      if (act.defectFields.length > 0) audit.defectFields = act.defectFields;
    },
  });
  // The check passed: the defects of an earlier return are fixed and no longer shown (the audit keeps them).
  transitions.registerEffect('act', 'approve_check', {
    apply: async ({ act }) => {
      act.defects = null;
      act.defectFields = [];
    },
  });
  transitions.registerEffect('act', 'set_time', {
    prepare: async ({ act, input, snapshot, audit }) => {
      if (!input.visitAt) return; // the machine answers visit_time_missing
      act.visitAt = new Date(input.visitAt);
      snapshot.visitAt = act.visitAt;
      audit.visitAt = act.visitAt.toISOString();
    },
  });
  transitions.registerEffect('act', 'ask_other_time', {
    apply: async ({ act }) => {
      act.visitAt = null;
    },
  });
  transitions.registerEffect('act', 'annul', {
    prepare: async ({ input }) => {
      if (!input.reason) throw required('reason');
    },
    apply: async ({ act, input, audit }) => {
      act.annulAt = input.annulDate ? new Date(input.annulDate) : new Date();
      act.annulReason = input.reason ?? null;
      act.cancelledAt = new Date();
      audit.annulAt = act.annulAt.toISOString();
    },
  });
  transitions.registerEffect('act', 'refuse', {
    prepare: async ({ input }) => {
      // Either the notary's own (signed) file, or the API writes the resolution from the reason.
      if (input.resolutionFile) return;
      if (!input.generateResolution) throw required('resolutionFile');
      if (!input.reason?.trim()) throw required('reason');
    },
    apply: async ({ em, act, input, audit }) => {
      const now = new Date();
      const file = input.resolutionFile
        ? { name: input.resolutionFile.name, type: input.resolutionFile.type, bytes: Buffer.from(input.resolutionFile.base64, 'base64') }
        : {
            name: resolutionFileName(act),
            type: 'application/pdf',
            bytes: await renderRefusalResolution({ act, issuer: await resolutionIssuer(em, act.notaryId), reason: input.reason!.trim(), now }),
          };
      act.refusalFile = file.bytes;
      act.refusalFileName = file.name;
      act.refusalFileType = file.type;
      act.cancelledAt = now;
      audit.resolutionFile = { name: file.name, bytes: file.bytes.length, ...(input.resolutionFile ? {} : { generated: true }) };
      if (!input.resolutionFile) audit.reason = input.reason!.trim();
    },
  });
  transitions.registerEffect('act', 'stop', {
    prepare: async ({ input }) => {
      if (!input.reason) throw required('reason');
    },
    apply: async ({ act, input }) => {
      act.stopReason = input.reason ?? null;
      act.cancelledAt = new Date();
    },
  });
  // Presence is marked at Registration (step 8); an act sent back from there is attended anew.
  transitions.registerEffect('act', 'send_back', {
    apply: async ({ act }) => {
      act.partiesPresentAt = null;
      act.partiesPresentBy = null;
    },
  });
  transitions.registerEffect('act', 'delete', cancelled);
  transitions.registerEffect('act', 'miss_video', cancelled);
  transitions.registerEffect('act', 'change_notary', {
    prepare: async ({ em, act, input, snapshot, audit }) => {
      if (!input.notaryChoice) throw required('notaryChoice');
      const card = await notaries.choose(em, input.notaryChoice);
      audit.from = { notaryId: act.notaryId, officeId: act.officeId };
      act.notaryId = card.id;
      act.officeId = card.officeId;
      act.notaryName = card.fullName;
      act.notaryPhone = card.phone;
      snapshot.hasNotary = true;
      audit.to = { notaryId: card.id, officeId: card.officeId, mode: input.notaryChoice.mode };
    },
  });
}
