export {
  initialSessionState,
  SESSION_STORAGE_KEY,
  sessionStore,
  useCurrentUser,
  useIsAuthenticated,
  useSessionStore,
  type ClientMode,
  type SessionActions,
  type SessionState,
  type SessionStore,
} from './session-store.ts';
export { displayName, hasAnyRole, type User, type UserRole } from './user.ts';
export { wipeClientData } from './wipe.ts';
