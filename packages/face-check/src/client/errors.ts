import type { CameraErrorCode } from '../protocol/index.js';
import type { FaceCheckFailure } from '../hints/index.js';

/**
 * A face check that ended without a result: the service's ERROR code
 * (`timeout`, `liveness_failed`, …), `timeout` for the client's own 123 s
 * limit, `closed` for a final close without an ERROR, `camera` when the
 * camera could not be opened (see `cameraError`).
 */
export class FaceCheckError extends Error {
  override readonly name = 'FaceCheckError';
  constructor(
    readonly code: FaceCheckFailure,
    message: string = code,
    readonly cameraError?: CameraErrorCode,
  ) {
    super(message);
  }
}
