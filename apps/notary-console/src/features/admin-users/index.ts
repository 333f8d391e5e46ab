export { UserDetailsPage } from './components/user-details-page.tsx';
export { UsersPage } from './components/users-page.tsx';
