/**
 * A pool of warm analysis workers, one per core by default. A frame blocks a
 * thread for 25–75 ms, an embedding for 80–95 ms; on the main thread that
 * would delay heartbeats and every other session's frames, so it never runs
 * there. Each session keeps at most one task (a frame, or then its face's
 * embedding) in the pool (session.ts), so the queue is bounded by the number
 * of sessions. A worker that crashes or hangs is replaced.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BadFrameError, type AnalyseOptions, type EmbeddingResult, type FaceCrop, type FrameAnalysis } from './types.js';
import type { WorkerReply, WorkerRequest } from './worker.js';

export type PoolOptions = {
  size?: number;
  /** A hung analysis (a wasm bug, a pathological frame) is abandoned after this. */
  taskTimeoutMs?: number;
};

type Task = {
  id: number;
  request: WorkerRequest;
  transfer: ArrayBuffer[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
};

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

type Slot = { worker: Worker; ready: boolean; task: Task | null; timer: ReturnType<typeof setTimeout> | null; busyMs: number };

/**
 * Worker entry. From dist it is worker.js; when the service runs from its
 * TypeScript sources (vitest, `node --conditions=source`), Node strips the
 * types itself and a resolve hook maps the sources' `.js` imports to `.ts`.
 */
function spawn(): Worker {
  const self = import.meta.url;
  if (self.endsWith('.js')) return new Worker(new URL('./worker.js', self));
  const entry = new URL('./worker.ts', self).href;
  const bootstrap = `
    const { registerHooks } = await import('node:module');
    registerHooks({
      resolve(specifier, context, next) {
        try { return next(specifier, context); }
        catch (error) {
          if (specifier.startsWith('.') && specifier.endsWith('.js')) return next(specifier.slice(0, -3) + '.ts', context);
          throw error;
        }
      },
    });
    await import(${JSON.stringify(entry)});
  `;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { execArgv: ['--no-warnings=ExperimentalWarning'] });
}

export class AnalysisPool {
  private readonly size: number;
  private readonly taskTimeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;
  private readyPromise: Promise<void> | null = null;
  private startError: Error | null = null;
  /** Analyses done and their summed wall time, for /health and the benchmark. */
  completed = 0;

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.taskTimeoutMs = options.taskTimeoutMs ?? 15_000;
  }

  get workers(): number {
    return this.size;
  }

  get isReady(): boolean {
    return this.slots.length === this.size && this.slots.every((s) => s.ready);
  }

  get queued(): number {
    return this.queue.length;
  }

  /** Starts the workers; resolves when every one has loaded its models. */
  start(): Promise<void> {
    this.readyPromise ??= Promise.all(Array.from({ length: this.size }, () => this.addSlot())).then(() => undefined);
    return this.readyPromise;
  }

  private addSlot(): Promise<void> {
    return new Promise((resolve, reject) => {
      const slot: Slot = { worker: spawn(), ready: false, task: null, timer: null, busyMs: 0 };
      this.slots.push(slot);
      slot.worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          slot.ready = true;
          resolve();
          this.dispatch();
        } else if (reply.type === 'failed-to-start') {
          this.startError = new Error(`analysis worker failed to start: ${reply.message}`);
          reject(this.startError);
        } else {
          this.finish(slot, reply);
        }
      });
      slot.worker.on('error', (error) => {
        if (!slot.ready) reject(error);
        this.replace(slot, error);
      });
      slot.worker.on('exit', (code) => {
        if (!this.closed && this.slots.includes(slot)) this.replace(slot, new Error(`analysis worker exited with ${code}`));
      });
    });
  }

  private replace(slot: Slot, error: Error) {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(new Error(`analysis failed: ${error.message}`));
    slot.task = null;
    void slot.worker.terminate();
    if (!this.closed && slot.ready) {
      // Keep the pool at size; a worker that cannot start again fails loudly in its own promise.
      this.addSlot().catch((e: Error) => console.error(`[face-check] ${e.message}`));
    }
  }

  private finish(slot: Slot, reply: Extract<WorkerReply, { type: 'result' }>) {
    const task = slot.task;
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (task && task.id === reply.id) {
      this.completed += 1;
      if (reply.ok) task.resolve(reply.result);
      else task.reject(reply.name === 'BadFrameError' ? new BadFrameError(reply.message) : new Error(reply.message));
    }
    this.dispatch();
  }

  private dispatch() {
    for (const slot of this.slots) {
      while (slot.ready && !slot.task) {
        const task = this.queue.shift();
        if (!task) return;
        try {
          slot.worker.postMessage(task.request, task.transfer);
        } catch (error) {
          // An untransferable input fails its own task, not the caller of dispatch (a socket handler).
          task.reject(error as Error);
          continue;
        }
        slot.task = task;
        slot.timer = setTimeout(() => this.replace(slot, new Error(`no answer in ${this.taskTimeoutMs} ms`)), this.taskTimeoutMs);
      }
    }
  }

  private submit<T>(request: DistributiveOmit<WorkerRequest, 'id'>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the analysis pool is closed'));
    if (this.startError) return Promise.reject(this.startError);
    return new Promise<T>((resolve, reject) => {
      const id = this.nextId++;
      const task: Task = { id, request: { ...request, id } as WorkerRequest, transfer, resolve: resolve as (v: unknown) => void, reject };
      // An embedding goes ahead of the frames waiting (after the embeddings already waiting): its
      // session's next frame waits for it, and its work was, before issue 17.5, within a frame anyway.
      const at = request.kind === 'embed' ? this.queue.findIndex((t) => t.request.kind !== 'embed') : -1;
      if (at >= 0) this.queue.splice(at, 0, task);
      else this.queue.push(task);
      this.dispatch();
    });
  }

  /**
   * Analyses one JPEG. A copy (tens of KB) is moved to the worker, so the
   * caller keeps its bytes (the session may need them for the best shot) and
   * a Buffer sharing Node's pool slab is never transferred.
   */
  analyse(jpeg: Uint8Array, options: AnalyseOptions): Promise<FrameAnalysis> {
    // Not jpeg.slice(): on a Node Buffer that is a view of the same memory.
    const own = new Uint8Array(jpeg.byteLength);
    own.set(jpeg);
    return this.submit<FrameAnalysis>({ kind: 'analyse', jpeg: own, options }, [own.buffer]);
  }

  /**
   * The embedding of a face crop from `analyse(…, { crop: true })` (and its
   * passive scores when the crop asks), as its own task (any worker), ahead of
   * the frames waiting. The crop's buffer is moved
   * to the worker: the caller hands it over. A session waits for it before its
   * next frame, so it still keeps at most one task in the pool.
   */
  embed(crop: FaceCrop): Promise<EmbeddingResult> {
    const data = crop.data.byteOffset === 0 && crop.data.byteLength === crop.data.buffer.byteLength ? crop.data : crop.data.slice();
    return this.submit<EmbeddingResult>({ kind: 'embed', crop: { data, shape: crop.shape, ...(crop.passive ? { passive: true } : {}) } }, [data.buffer as ArrayBuffer]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the analysis pool is closed'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.task?.reject(new Error('the analysis pool is closed'));
        return slot.worker.terminate();
      }),
    );
  }
}
