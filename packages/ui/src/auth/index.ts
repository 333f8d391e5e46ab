export {
  authenticate,
  checkBeforeAuth,
  checkToken,
  logout,
  offerAccept,
  type AuthResponse,
  type CheckBeforeAuthResult,
  type PassportAuthData,
} from './auth-api.ts';
export { AuthDialogs } from './auth-dialogs.tsx';
export {
  BROWSER_HOME_AFTER_SIGN_IN,
  configureDestinations,
  shellDestinations,
  type ShellDestinations,
  destinationAfterRefusal,
  destinationAfterSignIn,
  destinationAfterSignOut,
  destinationAfterTermsAccepted,
  INVITED_ACT_PATH,
  isRedirectForMode,
  isRememberablePath,
  KIOSK_AUTH,
  KIOSK_MAIN,
  type Destination,
} from './destinations.ts';
export { FaceCheckDialog } from './face-check-dialog.tsx';
export { LazyPassportLoginForm } from './lazy-passport-login-form.ts';
export { PassportLoginForm, type PassportLoginFormProps } from './passport-login-form.tsx';
export { prefillFromQuery } from './prefill.ts';
export { SignInDialog } from './sign-in-dialog.tsx';
export { cancelSignIn, completeSignIn, failFaceCheck, finishSignIn, startSignIn, type StartSignInDeps } from './sign-in-flow.ts';
export { SignInOutcomeDialogs } from './sign-in-outcome-dialogs.tsx';
export { onStopLoader, openSignInDialog, stopLoader, STOP_LOADER_EVENT, useSignInStore, type SignInOutcome } from './sign-in-store.ts';
export { endKioskVisit, KIOSK_LOGOUT_WAIT_MS, signOut } from './sign-out.ts';
