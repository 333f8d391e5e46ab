import type { AdminUser, NotifyItem, User } from '@notary/domain/identity';

/** A citizen as POST /api/auth returns one; tests override what they look at. */
export function createUser(overrides: Partial<User> = {}): User {
  return {
    id: '7b0f6c1e-3a52-4c1e-9f4e-2d6a8b1c0e11',
    userid: '100001',
    name: 'Vali',
    surname: 'Aliyev',
    lastname: 'Karimovich',
    fullname: 'Aliyev Vali Karimovich',
    typeid: 1,
    gender: 1,
    birthdate: '1990-01-30',
    birthcountry: "O'zbekiston",
    inn: '123456789',
    pin: '30101900000017',
    passserial: 'AA',
    passnum: '1234567',
    issueorg: 'Toshkent shahar IIBB',
    issuedate: '2016-05-12',
    exprdate: '2026-05-11',
    citizenship: "O'zbekiston",
    nationality: "o'zbek",
    phone: '901234567',
    email: null,
    regionid: 26,
    regionru: 'г. Ташкент',
    regionuz: 'Toshkent shahri',
    districtid: 2603,
    districtru: 'Юнусабадский район',
    districtuz: 'Yunusobod tumani',
    regaddress: "Amir Temur ko'chasi, 1-uy",
    actaddress: null,
    orginn: null,
    orgname: null,
    valid: true,
    termsofuse: 1,
    roles: ['citizen'],
    ...overrides,
  };
}

export function createAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { ...createUser(), state: 1, isdeleted: false, instime: '2025-02-01T09:00:00Z', comments: null, notaryId: null, notary: null, ...overrides };
}

export function createNotifyItem(overrides: Partial<NotifyItem> = {}): NotifyItem {
  return { regtypeid: 1, regsystemid: 2, na: 'Avtomobil oldi-sotdi shartnomasi', visitdate: '2026-03-12', visittime: '10:30', rid: 11, uuid: 'aaa', ...overrides };
}
