/**
 * One analysis worker thread: loads the models once (warm), then analyses one
 * frame, or embeds one face crop, at a time for the pool. Errors go back to the pool; the thread lives on.
 */
import { parentPort } from 'node:worker_threads';
import { createAnalyser } from './analyser.js';
import type { AnalyseOptions, FaceCrop } from './types.js';

export type WorkerRequest = { id: number; kind: 'analyse'; jpeg: Uint8Array; options: AnalyseOptions } | { id: number; kind: 'embed'; crop: FaceCrop };
export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed-to-start'; message: string }
  | { type: 'result'; id: number; ok: true; result: unknown }
  | { type: 'result'; id: number; ok: false; name: string; message: string };

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');

try {
  const analyser = await createAnalyser();
  port.on('message', (request: WorkerRequest) => {
    const task = request.kind === 'embed' ? analyser.embed(request.crop) : analyser.analyse(request.jpeg, request.options);
    task.then(
      (result) => port.postMessage({ type: 'result', id: request.id, ok: true, result } satisfies WorkerReply),
      (error: Error) => port.postMessage({ type: 'result', id: request.id, ok: false, name: error.name, message: error.message } satisfies WorkerReply),
    );
  });
  port.postMessage({ type: 'ready' } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ type: 'failed-to-start', message: (error as Error).message } satisfies WorkerReply);
}
