import type { Role, User } from './user.entity.js';

/**
 * The user as the clients read it: every field of spec/shell.md 3 under its
 * spec name. Dates are ISO yyyy-mm-dd (@notary/domain/identity's IsoDate);
 * `valid` is a boolean as the domain type has it.
 */
export type UserDto = {
  id: string;
  userid: string;
  name: string;
  surname: string;
  lastname: string;
  fullname: string;
  typeid: number;
  gender: number | null;
  birthdate: string | null;
  birthcountry: string | null;
  inn: string | null;
  pin: string;
  passserial: string | null;
  passnum: string | null;
  issueorg: string | null;
  issuedate: string | null;
  exprdate: string | null;
  citizenship: string | null;
  nationality: string | null;
  phone: string | null;
  email: string | null;
  regionid: number | null;
  regionru: string | null;
  regionuz: string | null;
  districtid: number | null;
  districtru: string | null;
  districtuz: string | null;
  regaddress: string | null;
  actaddress: string | null;
  orginn: string | null;
  orgname: string | null;
  valid: boolean;
  termsofuse: number;
  roles: Role[];
};

/** The notary record a notary user is linked to (read from the notaries module's tables). */
export type LinkedNotary = { id: string; fullName: string; licenseNumber: string; office: string | null };

/** shell 3: "The admin user screen also shows state, isdeleted, instime, comments, notary". */
export type AdminUserDto = UserDto & {
  state: number;
  isdeleted: boolean;
  instime: string;
  comments: string | null;
  notaryId: string | null;
  notary: LinkedNotary | null;
};

export function toUserDto(u: User): UserDto {
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
    termsofuse: u.termsofuse,
    roles: u.roles,
  };
}

export function toAdminUserDto(u: User, notary: LinkedNotary | null): AdminUserDto {
  return {
    ...toUserDto(u),
    state: u.state,
    isdeleted: u.isdeleted === 1,
    instime: u.instime.toISOString(),
    comments: u.comments,
    notaryId: u.notaryId,
    notary,
  };
}
