import { Injectable, type OnModuleInit } from '@nestjs/common';
import { tashkentDateOf, toIsoDate } from '@notary/domain/time';
import { ActTransitions } from '../acts/act-transitions.service.js';
import { formatRegisterNumber } from './register-number.js';
import { RegistrationRepository } from './registration.repository.js';

/**
 * Registration (issue 5.8): the `register` event assigns the register number
 * (per office and year, inside the transaction), the register date in
 * Tashkent time and the blank's series/number. Registered at module init;
 * runs after the act's own and the payments' effects (`EFFECT_SOURCES`).
 */
@Injectable()
export class RegistrationEffects implements OnModuleInit {
  constructor(
    private readonly transitions: ActTransitions,
    private readonly repository: RegistrationRepository,
  ) {}

  onModuleInit(): void {
    const { transitions, repository } = this;
    transitions.registerEffect('registration', 'register', {
      apply: async ({ em, act, input, audit }) => {
        const now = new Date();
        const date = tashkentDateOf(now);
        // The machine checked step and payment; the act has an office since a notary was chosen.
        const number = await repository.nextRegisterNumber(em, act.officeId!, date.year);
        act.regnum = formatRegisterNumber(date.year, number);
        act.regYear = date.year;
        act.regdate = toIsoDate(date);
        act.registeredAt = now;
        act.blankSeries = input.blankSeries ?? act.blankSeries;
        act.blankNumber = input.blankNumber ?? act.blankNumber;
        act.blankCode = input.blankCode ?? act.blankCode;
        audit.regnum = act.regnum;
        audit.regdate = act.regdate;
      },
    });
  }
}
