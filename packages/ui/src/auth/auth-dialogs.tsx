import { FaceCheckDialog } from './face-check-dialog.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import { SignInOutcomeDialogs } from './sign-in-outcome-dialogs.tsx';

/** Every dialog of the sign-in flow; mounted once by the shell of each app. */
export function AuthDialogs() {
  return (
    <>
      <SignInDialog />
      <FaceCheckDialog />
      <SignInOutcomeDialogs />
    </>
  );
}
