import type { FaceCheckRequest } from '@notary/face-check/client';
import { FaceCheckDialog } from './face-check-dialog.tsx';
import { SignInDialog } from './sign-in-dialog.tsx';
import { SignInOutcomeDialogs } from './sign-in-outcome-dialogs.tsx';

/**
 * Every dialog of the sign-in flow; mounted once by the shell of each app
 * (loaded on first use: `faceCheckRequest` is a face-check request the shell
 * heard before this code arrived).
 */
export type AuthDialogsProps = { faceCheckRequest?: FaceCheckRequest | null };

export function AuthDialogs({ faceCheckRequest = null }: AuthDialogsProps) {
  return (
    <>
      <SignInDialog />
      <FaceCheckDialog initialRequest={faceCheckRequest} />
      <SignInOutcomeDialogs />
    </>
  );
}
