/** Role names the API gives (spec/shell.md 6 leaves them unnamed; issue 4 names these three). */
export type UserRole = 'citizen' | 'notary' | 'administrator' | (string & {});

/** The signed-in user of spec/shell.md 3, as `POST /api/auth` and `GET /api/check_token` return it. */
export type User = {
  id: number | string;
  userid?: string | null;
  name?: string | null;
  surname?: string | null;
  lastname?: string | null;
  fullname?: string | null;
  typeid?: number | null;
  gender?: number | string | null;
  birthdate?: string | null;
  birthcountry?: string | null;
  inn?: string | null;
  pin?: string | null;
  passserial?: string | null;
  passnum?: string | null;
  issueorg?: string | null;
  issuedate?: string | null;
  exprdate?: string | null;
  citizenship?: string | null;
  nationality?: string | null;
  phone?: string | null;
  email?: string | null;
  regionid?: number | null;
  regionru?: string | null;
  regionuz?: string | null;
  districtid?: number | null;
  districtru?: string | null;
  districtuz?: string | null;
  regaddress?: string | null;
  actaddress?: string | null;
  orginn?: string | null;
  orgname?: string | null;
  valid?: number | boolean | null;
  /** 0 = the offer is not accepted yet, 1 = accepted (spec/shell.md 3). */
  termsofuse: 0 | 1;
  roles: UserRole[];
};

/** spec/shell.md 6: "a check tells whether the user has any of given roles". */
export function hasAnyRole(user: Pick<User, 'roles'> | null | undefined, roles: readonly UserRole[]): boolean {
  if (!user) return false;
  return user.roles.some((role) => roles.includes(role));
}

/** The name shown in the header: the full name when the registry gave one, else its parts. */
export function displayName(user: User): string {
  const full = user.fullname?.trim();
  if (full) return full;
  return [user.surname, user.name, user.lastname].filter(Boolean).join(' ');
}
