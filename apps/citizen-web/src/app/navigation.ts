import { msg } from '@lingui/core/macro';
import type { NavItem, UserMenuItem } from '@notary/ui/layout';

/** The header's links to the screens of spec/shell.md 2.1. */
export const CITIZEN_NAV: readonly NavItem[] = [
  { label: msg`Bosh sahifa`, to: '/' },
  { label: msg`Xizmatlar`, to: '/na_details' },
  { label: msg`Notariuslar`, to: '/notary' },
  { label: msg`Notarius qabuli`, to: '/equeue' },
  {
    label: msg`Tekshirish va qidiruv`,
    items: [
      { label: msg`Ishonchnomani tekshirish`, to: '/search_proxy' },
      { label: msg`Notarial harakatni tekshirish`, to: '/search_notarial_act' },
      { label: msg`Meros ishlarini qidirish`, to: '/search_inheritcase' },
      { label: msg`Taqiqlarni tekshirish`, to: '/search_ban' },
    ],
  },
  { label: msg`Statistika`, to: '/statistics' },
  { label: msg`Mening harakatlarim`, to: '/my_notarial_act', testId: 'nav-my-acts' },
];

export const CITIZEN_USER_MENU: readonly UserMenuItem[] = [
  { label: msg`Shaxsiy kabinet`, to: '/profile', testId: 'menu-profile' },
  { label: msg`Mening notarial harakatlarim`, to: '/my_notarial_act' },
  { label: msg`Foydalanuvchilar`, to: '/admin/users', roles: ['admin'], testId: 'menu-admin' },
  { label: msg`Ma'lumotnomalarni yangilash`, to: '/update_dict', roles: ['admin'] },
  { label: msg`Videoaloqani sinash`, to: '/video_testing' },
];
