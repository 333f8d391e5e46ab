import * as v from 'valibot';
import { ROLES } from '../user.entity.js';

/** The answers' shapes for the OpenAPI document, checked against `UserDto`/`AdminUserDto` where the controllers use them (`answer`). */
const nullableString = v.nullable(v.string());
const nullableDate = v.nullable(v.pipe(v.string(), v.description('yyyy-mm-dd')));

/** spec/shell.md 3 "User", every field under its spec name. */
export const UserSchema = v.object({
  id: v.string(),
  userid: v.string(),
  name: v.string(),
  surname: v.string(),
  lastname: v.string(),
  fullname: v.string(),
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
  valid: v.boolean(),
  termsofuse: v.pipe(v.number(), v.description('0 not accepted, 1 accepted')),
  roles: v.array(v.picklist(ROLES)),
});

/** shell 3 "The admin user screen also shows state, isdeleted, instime, comments, notary". */
export const AdminUserSchema = v.object({
  ...UserSchema.entries,
  state: v.pipe(v.number(), v.description('1 active, 2 blocked')),
  isdeleted: v.boolean(),
  instime: v.string(),
  comments: nullableString,
  notaryId: nullableString,
  notary: v.nullable(v.object({ id: v.string(), fullName: v.string(), licenseNumber: v.string(), office: nullableString })),
});

export const AdminUserPageSchema = v.object({ items: v.array(AdminUserSchema), total: v.number(), page: v.number(), size: v.number() });
