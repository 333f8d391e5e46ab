// The development page's script, bundled by scripts/demo.mjs: camera check,
// one startFaceCheck run with the overlay drawn on a canvas, and the outcome
// in window.faceCheckDemo for browser tests. Query parameters: pin,
// passserial, passnum, locale, ws (defaults to this origin's /face-check/ws).
import { checkCamera, startFaceCheck } from '@notary/face-check/client';
import { drawOverlay } from '@notary/face-check/overlay';

const params = new URLSearchParams(location.search);
const state = { state: 'starting', stats: [], codes: [], result: null, error: null };
window.faceCheckDemo = state;

const video = document.getElementById('video');
const canvas = document.getElementById('overlay');
const status = document.getElementById('status');
const locale = params.get('locale') ?? 'oz';
let latest = null;
let done = false;

function draw() {
  const ctx = canvas.getContext('2d');
  canvas.width = canvas.clientWidth;
  canvas.height = canvas.clientHeight;
  drawOverlay(ctx, { width: canvas.width, height: canvas.height }, { stats: latest, locale, isOk: done });
  if (!done) requestAnimationFrame(draw);
}

async function main() {
  const camera = await checkCamera();
  if (camera !== 'ok') throw Object.assign(new Error(`camera: ${camera}`), { code: 'camera', cameraError: camera });
  state.state = 'checking';
  status.textContent = 'checking…';
  requestAnimationFrame(draw);
  const result = await startFaceCheck({
    url: params.get('ws') ?? undefined,
    auth: { pin: params.get('pin') ?? '12345678901234', passserial: params.get('passserial') ?? 'AA', passnum: params.get('passnum') ?? '1234567' },
    locale,
    video,
    onStats: (stats) => {
      latest = stats;
      state.stats.push(stats);
      for (const code of stats.errors) if (state.codes.at(-1) !== code) state.codes.push(code);
    },
  });
  done = true;
  state.result = result;
  state.state = 'done';
  status.textContent = `done: isOk=${result.isOk} livenessWasSuccessful=${result.livenessWasSuccessful}`;
  const img = document.getElementById('bestshot');
  img.src = `data:image/jpeg;base64,${result.bestshot}`;
  img.hidden = false;
}

main().catch((error) => {
  done = true;
  state.state = 'error';
  state.error = { name: error?.name, code: error?.code, message: String(error?.message ?? error), cameraError: error?.cameraError };
  status.textContent = `error: ${state.error.code ?? state.error.name}: ${state.error.message}`;
});
