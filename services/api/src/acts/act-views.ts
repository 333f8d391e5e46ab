import { ACT_STEP_KEYS } from '@notary/domain/act';
import type { NotarialAct } from './act.entity.js';

/**
 * The act as the API answers it: the registry's names (regnum, regdate,
 * regtype, regsystem, visitdate, visittime as in spec/shell.md 3) beside the
 * camelCase columns; never the refusal file's bytes.
 */
export function actView(act: NotarialAct) {
  const { refusalFile: _file, ...rest } = act;
  return {
    ...rest,
    uuid: act.id,
    stepKey: ACT_STEP_KEYS[act.step],
    visitdate: act.visitDate,
    visittime: act.visitTime?.slice(0, 5) ?? null,
  };
}

/** A row of the "My notarial acts" list. */
/** The act's fields a list item shows; ActsRepository.listPage reads only these. */
export const LIST_COLUMNS = ['id', 'typeId', 'name', 'step', 'status', 'state', 'regnum', 'regdate', 'regtype', 'regsystem', 'officeId', 'notaryId', 'notaryName', 'visitDate', 'visitTime', 'enteredAt', 'isSimplified'] as const satisfies readonly (keyof NotarialAct)[];

/** An act as a list reads it. */
export type ListedAct = Pick<NotarialAct, (typeof LIST_COLUMNS)[number]>;

export function listItemView(act: ListedAct) {
  return {
    uuid: act.id,
    typeId: act.typeId,
    name: act.name,
    step: act.step,
    stepKey: ACT_STEP_KEYS[act.step],
    status: act.status,
    state: act.state,
    regnum: act.regnum,
    regdate: act.regdate,
    regtype: act.regtype,
    regsystem: act.regsystem,
    officeId: act.officeId,
    notaryId: act.notaryId,
    notaryName: act.notaryName,
    visitdate: act.visitDate,
    visittime: act.visitTime?.slice(0, 5) ?? null,
    enteredAt: act.enteredAt.toISOString(),
    isSimplified: act.isSimplified,
  };
}
