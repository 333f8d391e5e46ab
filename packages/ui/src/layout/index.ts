export { ErrorPage } from './error-page.tsx';
export { LanguageSwitcher } from './language-switcher.tsx';
export { MainLayout, type MainLayoutProps, type NavItem } from './main-layout.tsx';
export { Page, type PageProps } from './page.tsx';
export { UserMenu, type UserMenuItem } from './user-menu.tsx';
