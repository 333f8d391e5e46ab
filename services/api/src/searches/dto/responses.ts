import * as v from 'valibot';
import { LocalisedSchema } from '../../common/response-schemas.js';

const nullableString = v.nullable(v.string());
const ActStateSchema = v.picklist(['active', 'cancelled']);
const OfficeSchema = v.object({ id: v.string(), name: LocalisedSchema, address: LocalisedSchema, phone: v.string() });

export const ProxyCheckSchema = v.object({
  items: v.array(
    v.object({
      id: v.string(),
      regnum: v.string(),
      regdate: v.string(),
      typeId: v.number(),
      typeName: LocalisedSchema,
      state: ActStateSchema,
      validUntil: nullableString,
      isExpired: v.boolean(),
      cancelledAt: nullableString,
      office: v.nullable(OfficeSchema),
      notary: nullableString,
      principal: v.pipe(v.string(), v.description('masked: surname and initials')),
      attorney: v.pipe(v.string(), v.description('masked: surname and initials')),
      canDelegate: v.boolean(),
    }),
  ),
});

export const InheritanceSearchSchema = v.object({
  items: v.array(
    v.object({
      id: v.string(),
      caseNumber: v.string(),
      openedOn: v.string(),
      deceased: v.string(),
      deceasedCyr: v.string(),
      deathDate: v.string(),
      state: v.picklist(['open', 'closed', 'suspended']),
      closedOn: nullableString,
      heirsCount: v.number(),
      notary: v.object({ id: v.string(), fullName: v.string(), fullNameCyr: v.string() }),
      office: OfficeSchema,
    }),
  ),
  page: v.number(),
  hasMore: v.boolean(),
});

export const BanSearchResultSchema = v.object({
  found: v.boolean(),
  property: v.nullable(
    v.variant('kind', [
      v.object({ kind: v.literal('vehicle'), stateNumber: v.string(), make: v.string(), year: v.nullable(v.number()), colour: nullableString }),
      v.object({ kind: v.literal('real_estate'), cadastreNumber: v.string(), propertyType: v.string(), address: v.string(), area: v.nullable(v.number()) }),
    ]),
  ),
  bans: v.array(
    v.object({
      id: v.string(),
      kind: v.picklist(['ban', 'arrest', 'restraint', 'fine']),
      state: v.picklist(['active', 'lifted']),
      imposedAt: v.string(),
      documentDate: nullableString,
      documentNumber: nullableString,
      documentName: nullableString,
      official: nullableString,
      organisation: nullableString,
      amount: v.nullable(v.number()),
      liftedAt: nullableString,
    }),
  ),
  activeFines: v.object({ count: v.number(), total: v.number() }),
});

export const ActCheckSchema = v.object({
  items: v.array(
    v.object({
      id: v.string(),
      regnum: v.string(),
      regdate: v.string(),
      typeId: v.number(),
      typeName: LocalisedSchema,
      name: v.string(),
      state: ActStateSchema,
      office: v.nullable(OfficeSchema),
      notary: nullableString,
      language: v.string(),
      phone: v.pipe(nullableString, v.description('masked')),
      registeredAt: nullableString,
      cancelledAt: nullableString,
      linkedActs: v.array(v.object({ regnum: nullableString, regdate: nullableString, typeName: LocalisedSchema, state: v.string() })),
      notes: v.array(v.object({ text: v.string(), date: v.string() })),
    }),
  ),
});
