import * as v from 'valibot';
import { ROLES } from '../identity/roles.js';
import { dateOut, nullableString, optionalQueryText, queryInt, text, uuid } from './primitives.js';

const nullableDate = v.nullable(dateOut);

/**
 * spec/shell.md 3 "User", every field under its spec name: the one user
 * shape of the API and the apps. Nullable where the `users` columns are
 * (a person the registry knows partly: no passport series, no birth date).
 */
export const User = v.object({
  /** The API's uuid of the user. */
  id: v.string(),
  /** The legacy numeric user id the clients show. */
  userid: v.string(),
  name: v.string(),
  surname: v.string(),
  lastname: v.string(),
  fullname: v.string(),
  /** Person type: natural or legal (acts-domain 3 "person type"). */
  typeid: v.number(),
  gender: v.nullable(v.number()),
  birthdate: nullableDate,
  birthcountry: nullableString,
  inn: nullableString,
  pin: v.string(),
  passserial: nullableString,
  passnum: nullableString,
  issueorg: nullableString,
  issuedate: nullableDate,
  exprdate: nullableDate,
  citizenship: nullableString,
  nationality: nullableString,
  phone: nullableString,
  email: nullableString,
  regionid: v.nullable(v.number()),
  regionru: nullableString,
  regionuz: nullableString,
  districtid: v.nullable(v.number()),
  districtru: nullableString,
  districtuz: nullableString,
  regaddress: nullableString,
  actaddress: nullableString,
  orginn: nullableString,
  orgname: nullableString,
  /** The person's data were confirmed against the civil registry (acts-domain 5 "confirmed personal data"). */
  valid: v.boolean(),
  termsofuse: v.pipe(v.picklist([0, 1]), v.description('0 not accepted, 1 accepted')),
  roles: v.array(v.picklist(ROLES)),
});
export type User = v.InferOutput<typeof User>;

/** The notary record a notary user is linked to. */
export const LinkedNotary = v.object({ id: v.string(), fullName: v.string(), licenseNumber: v.string(), office: nullableString });
export type LinkedNotary = v.InferOutput<typeof LinkedNotary>;

/** 1 active, 2 blocked. */
export const USER_STATE = { active: 1, blocked: 2 } as const;

/** shell 3 "The admin user screen also shows state, isdeleted, instime, comments, notary". */
export const AdminUser = v.object({
  ...User.entries,
  state: v.pipe(v.number(), v.description('1 active, 2 blocked')),
  isdeleted: v.boolean(),
  instime: v.string(),
  comments: nullableString,
  notaryId: nullableString,
  notary: v.nullable(LinkedNotary),
});
export type AdminUser = v.InferOutput<typeof AdminUser>;

export const AdminUserPage = v.object({ items: v.array(AdminUser), total: v.number(), page: v.number(), size: v.number() });
export type AdminUserPage = v.InferOutput<typeof AdminUserPage>;

/** GET /api/admin/users: page from 1, size up to 100, optional search text and filters (role, state, deleted). */
export const AdminUserListQuery = v.object({
  page: v.optional(queryInt(1, 999_999, 'page must be a positive integer'), '1'),
  size: v.optional(queryInt(1, 100, 'size must be 1–100'), '20'),
  search: optionalQueryText(100),
  /** Only users holding this role. */
  role: v.optional(v.picklist([...ROLES, ''], `role is ${ROLES.join(', ')}`)),
  /** 1 active, 2 blocked. */
  state: v.optional(v.picklist(['1', '2', ''], 'state is 1 (active) or 2 (blocked)')),
  /** 'true' only deleted users, 'false' only users not deleted; absent: both. */
  deleted: v.optional(v.picklist(['true', 'false', ''], 'deleted is true or false')),
});
export type AdminUserListQuery = v.InferOutput<typeof AdminUserListQuery>;

/** PATCH /api/admin/users/:id: what an administrator may change (shell 3 admin fields, roles). */
export const AdminUserPatch = v.strictObject(
  {
    roles: v.optional(
      v.pipe(
        v.array(v.picklist(ROLES, `roles are ${ROLES.join(', ')}`)),
        v.minLength(1, 'a user keeps at least one role'),
        v.maxLength(ROLES.length * 2),
        v.transform((roles) => [...new Set(roles)]),
      ),
    ),
    state: v.optional(v.picklist([USER_STATE.active, USER_STATE.blocked], 'state is 1 (active) or 2 (blocked)')),
    isdeleted: v.optional(v.picklist([0, 1], 'isdeleted is 0 or 1')),
    comments: v.optional(v.nullable(text(2000, 'comments are at most 2000 characters'))),
    notaryId: v.optional(v.nullable(uuid('notaryId must be a notary id (uuid)'))),
  },
  (issue) => `unknown field ${issue.expected ?? ''}`.trim(),
);
export type AdminUserPatch = v.InferOutput<typeof AdminUserPatch>;
