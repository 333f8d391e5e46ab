import { msg } from '@lingui/core/macro';
import type { UserMenuItem } from '@notary/ui/layout';
import { ADMIN_NOTARIES_PATH, ADMIN_USERS_PATH, EQUEUE_PATH, OFFICE_ACTS_PATH, PROFILE_PATH, SMS_OUTBOX_PATH, UPDATE_DICT_PATH } from './paths.ts';

/** The console's screens in the signed-in user's menu, each for its role (issue 14). */
export const CONSOLE_USER_MENU: readonly UserMenuItem[] = [
  { label: msg`Notarial harakatlar`, to: OFFICE_ACTS_PATH, roles: ['notary'], testId: 'console-menu-acts' },
  { label: msg`Idoraning elektron navbati`, to: EQUEUE_PATH, roles: ['notary'], testId: 'console-menu-equeue' },
  { label: msg`Profil va ish jadvali`, to: PROFILE_PATH, roles: ['notary'], testId: 'console-menu-profile' },
  { label: msg`Foydalanuvchilar`, to: ADMIN_USERS_PATH, roles: ['admin'], testId: 'console-menu-users' },
  { label: msg`Notariuslar va idoralar`, to: ADMIN_NOTARIES_PATH, roles: ['admin'], testId: 'console-menu-notaries' },
  { label: msg`Ma'lumotnomalarni yangilash`, to: UPDATE_DICT_PATH, roles: ['admin'] },
  { label: msg`Chiquvchi SMS xabarlar`, to: SMS_OUTBOX_PATH, roles: ['admin'] },
];
