import type { ActTypeId } from '@notary/domain/constants';
import { CONTRACT_TEMPLATES } from './contracts.js';
import { PROXY_TEMPLATES } from './proxies.js';
import { STATEMENT_TEMPLATES } from './statements.js';
import type { ActTemplate } from './types.js';

export type { PrintModel } from './model.js';
export type { ActTemplate, Body, InscriptionKind, Section } from './types.js';
export { buildCtx, figures, moneyText, type Ctx } from './context.js';
export { inscriptionOf, type Inscription } from './inscription.js';
export { roleName } from './roles.js';
export { comparable, uzLatinTypography, type PrintLang } from './text.js';

/** The print form's text of every act type of acts-domain 3 (the compiler checks none is missing). */
export const PRINT_TEMPLATES = { ...CONTRACT_TEMPLATES, ...PROXY_TEMPLATES, ...STATEMENT_TEMPLATES } as const satisfies Record<ActTypeId, ActTemplate>;

export function templateOf(typeId: ActTypeId): ActTemplate {
  return PRINT_TEMPLATES[typeId];
}
