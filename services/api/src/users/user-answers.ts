import type { AdminUser, LinkedNotary, User } from '@notary/domain/contracts';
import type { User as UserRow } from './user.entity.js';

/**
 * The `users` row as the clients read it (the contract's User): every field
 * of spec/shell.md 3 under its spec name. Dates are ISO yyyy-mm-dd; `valid`
 * is a boolean.
 */
export function toUser(u: UserRow): User {
  return {
    id: u.id,
    userid: String(u.userid),
    name: u.name,
    surname: u.surname,
    lastname: u.lastname,
    fullname: u.fullname,
    typeid: u.typeid,
    gender: u.gender,
    birthdate: u.birthdate,
    birthcountry: u.birthcountry,
    inn: u.inn,
    pin: u.pin.trim(),
    passserial: u.passserial,
    passnum: u.passnum,
    issueorg: u.issueorg,
    issuedate: u.issuedate,
    exprdate: u.exprdate,
    citizenship: u.citizenship,
    nationality: u.nationality,
    phone: u.phone,
    email: u.email,
    regionid: u.regionid,
    regionru: u.regionru,
    regionuz: u.regionuz,
    districtid: u.districtid,
    districtru: u.districtru,
    districtuz: u.districtuz,
    regaddress: u.regaddress,
    actaddress: u.actaddress,
    orginn: u.orginn,
    orgname: u.orgname,
    valid: u.valid === 1,
    termsofuse: u.termsofuse === 1 ? 1 : 0,
    roles: u.roles,
  };
}

export function toAdminUser(u: UserRow, notary: LinkedNotary | null): AdminUser {
  return {
    ...toUser(u),
    state: u.state,
    isdeleted: u.isdeleted === 1,
    instime: u.instime.toISOString(),
    comments: u.comments,
    notaryId: u.notaryId,
    notary,
  };
}
