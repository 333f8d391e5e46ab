import type { Role, User } from '@notary/domain/identity';

/** The signed-in user of spec/shell.md 3 and its roles: the domain's types, one source for the API and the apps. */
export type { User };
export type UserRole = Role;

/** spec/shell.md 6: "a check tells whether the user has any of given roles". */
export function hasAnyRole(user: Pick<User, 'roles'> | null | undefined, roles: readonly UserRole[]): boolean {
  if (!user) return false;
  return user.roles.some((role) => roles.includes(role));
}

/** The name shown in the header: the full name when the registry gave one, else its parts. */
export function displayName(user: Pick<User, 'fullname' | 'surname' | 'name' | 'lastname'>): string {
  const full = user.fullname?.trim();
  if (full) return full;
  return [user.surname, user.name, user.lastname].filter(Boolean).join(' ');
}
