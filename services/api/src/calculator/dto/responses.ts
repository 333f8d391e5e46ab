import { FEE_PARAM_KEYS } from '@notary/domain/fees';
import { CLOSE_KINSHIPS } from '@notary/domain/rules';
import * as v from 'valibot';
import { LocalisedSchema } from '../../common/response-schemas.js';

const tiyin = v.pipe(v.number(), v.description('tiyin'));

export const CalculationSchema = v.object({
  serviceId: v.number(),
  actTypeId: v.number(),
  name: LocalisedSchema,
  bcv: v.pipe(v.number(), v.description('the base calculation value, tiyin')),
  bcvWords: v.string(),
  hasKinshipReduction: v.pipe(v.boolean(), v.description('the close-relative option changes the duty')),
  kinships: v.array(v.picklist(CLOSE_KINSHIPS)),
  params: v.array(v.object({ key: v.picklist(FEE_PARAM_KEYS), label: v.string(), value: tiyin, words: v.string() })),
  total: tiyin,
  totalWords: v.string(),
});
