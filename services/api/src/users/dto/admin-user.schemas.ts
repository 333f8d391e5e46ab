import * as v from 'valibot';
import { ROLES, USER_STATE } from '../user.entity.js';

/** GET /api/admin/users query: page from 1, size up to 100, optional search text. */
export const AdminUserListQuerySchema = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/, 'page must be a positive integer'), v.transform(Number)), '1'),
  size: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,2}$/, 'size must be 1–100'), v.transform(Number), v.maxValue(100, 'size must be 1–100')),
    '20',
  ),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search is at most 100 characters'))),
});

/** PATCH /api/admin/users/:id: what an administrator may change (shell 3 admin fields, roles). */
export const AdminUserPatchSchema = v.strictObject(
  {
    roles: v.optional(
      v.pipe(
        v.array(v.picklist(ROLES, `roles are ${ROLES.join(', ')}`)),
        v.minLength(1, 'a user keeps at least one role'),
        v.transform((roles) => [...new Set(roles)]),
      ),
    ),
    state: v.optional(v.picklist([USER_STATE.active, USER_STATE.blocked], 'state is 1 (active) or 2 (blocked)')),
    isdeleted: v.optional(v.picklist([0, 1], 'isdeleted is 0 or 1')),
    comments: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000, 'comments are at most 2000 characters')))),
    notaryId: v.optional(v.nullable(v.pipe(v.string(), v.uuid('notaryId must be a notary id (uuid)')))),
  },
  (issue) => `unknown field ${issue.expected ?? ''}`.trim(),
);
export type AdminUserPatch = v.InferOutput<typeof AdminUserPatchSchema>;
