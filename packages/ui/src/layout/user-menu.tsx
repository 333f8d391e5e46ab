export { UserMenu } from './deferred-menu.tsx';
export type { UserMenuItem } from './user-button.tsx';
