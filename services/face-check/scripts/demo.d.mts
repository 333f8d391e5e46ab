/** The face check's development page as one HTML string (script inlined); exposes `window.faceCheckDemo`. */
export function buildDemoPage(): Promise<string>;

/** What the page publishes for browser tests. */
export type FaceCheckDemoState = {
  state: 'starting' | 'checking' | 'done' | 'error';
  /** Every STATS received. */
  stats: { errors: number[]; isOk: boolean; details: { phase: string } }[];
  /** The guidance codes shown, consecutive repeats collapsed. */
  codes: number[];
  result: { isOk: boolean; livenessWasSuccessful: boolean; bestshot: string; jwt: string } | null;
  error: { name?: string; code?: string; message: string; cameraError?: string } | null;
};
