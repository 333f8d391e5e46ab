import { FaceCheckError, onFaceCheckRequest, type FaceCheckRequest, type FaceCheckResult } from '@notary/face-check/client';
import { cameraErrorText, FACE_CHECK_FAILURE_REASONS } from '@notary/face-check/hints';
import { useCallback, useEffect, useState } from 'react';
import { useSessionStore } from '../session/index.ts';
import type { PassportAuthData } from './auth-api.ts';
import { FaceCheckModal } from './face-check-modal.tsx';
import { cancelSignIn, failFaceCheck, finishSignIn } from './sign-in-flow.ts';

type Phase =
  | { kind: 'closed' }
  | { kind: 'capturing'; auth: PassportAuthData; sessionId: string | undefined; attempt: number }
  | { kind: 'verifying'; auth: PassportAuthData; bestshot: string };

/**
 * spec/shell.md 2.5 and 4 steps 3–5: the sign-in's face check. Opens on the
 * face-check event, shows the camera with the guidance overlay until the
 * service answers, then the best shot while POST /auth runs (FaceCheckModal).
 */
export function FaceCheckDialog({ initialRequest = null }: { initialRequest?: FaceCheckRequest | null } = {}) {
  const locale = useSessionStore((s) => s.locale);
  // A request that came while this dialog's code was still loading (the shell heard it) opens it at once.
  const [phase, setPhase] = useState<Phase>(() => {
    if (!initialRequest) return { kind: 'closed' };
    const { sessionId, ...auth } = initialRequest;
    return { kind: 'capturing', auth, sessionId, attempt: 0 };
  });

  useEffect(
    () =>
      // The session id (the sign-in attempt id) goes to the face check only; /auth gets the auth data.
      onFaceCheckRequest(({ sessionId, ...auth }) =>
        setPhase((current) => ({ kind: 'capturing', auth, sessionId, attempt: current.kind === 'capturing' ? current.attempt + 1 : 0 })),
      ),
    [],
  );

  const auth = phase.kind === 'closed' ? null : phase.auth;

  const onResult = useCallback(
    (result: FaceCheckResult) => {
      if (!auth) return;
      if (!result.isOk || !result.livenessWasSuccessful) {
        setPhase({ kind: 'closed' });
        failFaceCheck(auth);
        return;
      }
      setPhase({ kind: 'verifying', auth, bestshot: result.bestshot });
      void finishSignIn(auth, result.jwt).finally(() => setPhase({ kind: 'closed' }));
    },
    [auth],
  );

  const onError = useCallback(
    (error: unknown) => {
      if (!auth) return;
      let detail: string | undefined;
      if (error instanceof FaceCheckError) {
        detail = error.code === 'camera' && error.cameraError ? cameraErrorText(error.cameraError, locale) : FACE_CHECK_FAILURE_REASONS[locale][error.code];
      }
      setPhase({ kind: 'closed' });
      failFaceCheck(auth, detail);
    },
    [auth, locale],
  );

  const close = () => {
    setPhase({ kind: 'closed' });
    cancelSignIn();
  };

  return <FaceCheckModal phase={phase} onResult={onResult} onError={onError} onClose={close} />;
}
