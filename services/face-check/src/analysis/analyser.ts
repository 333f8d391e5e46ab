/**
 * Human (@vladmandic/human 3.3.6) on tfjs-backend-wasm in this thread: loads
 * the models that ship in Human's package through a small file loader,
 * decodes the JPEG with sharp and turns Human's result into measurements.
 * One analyser per worker thread; it blocks its thread for ≈ 40–75 ms a
 * frame, and ≈ 90 ms for an embedding (within the frame, or later from the
 * frame's face crop), which is why the service runs it in a pool (pool.ts).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, Module } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Metadata } from 'sharp';
import type { Config, FaceResult, Human as HumanInstance } from '@vladmandic/human';
import { frameBrightness, meshGeometry, regionStats, type Pixels } from './measure.js';
import { BadFrameError, type AnalyseOptions, type EmbeddingResult, type FaceCrop, type FaceMeasurement, type FaceTrack, type FrameAnalysis } from './types.js';

const require = createRequire(import.meta.url);

/** Frames larger than this are refused before decoding (decompression bombs, misuse). */
export const MAX_FRAME_SIDE = 1920;
export const MIN_FRAME_SIDE = 64;
/** Faces narrower than this share of the frame are background (posters, passers-by far away). */
const MIN_FACE_SHARE = 0.04;
const MIN_FACE_SCORE = 0.5;

function humanDir(): string {
  // Human's `exports` map names no subpaths that Node accepts and its "node"
  // entry needs tfjs-node (which does not install here): resolve the package,
  // then load the wasm build by path.
  return dirname(dirname(require.resolve('@vladmandic/human')));
}

type ModelJson = {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  userDefinedMetadata?: Record<string, unknown>;
  modelInitializer?: unknown;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
};

/** tfjs IOHandler for file:// URLs: Node's fetch does not read files. */
function fileLoader(url: string) {
  const path = fileURLToPath(url);
  return {
    load: async () => {
      const json = JSON.parse(await readFile(path, 'utf8')) as ModelJson;
      const buffers: Buffer[] = [];
      const weightSpecs: unknown[] = [];
      for (const group of json.weightsManifest) {
        weightSpecs.push(...group.weights);
        for (const file of group.paths) buffers.push(await readFile(join(dirname(path), file)));
      }
      const all = Buffer.concat(buffers);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        modelInitializer: json.modelInitializer,
        weightSpecs,
        weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
      };
    },
  };
}

/**
 * Every module that could reuse an earlier frame's result is told not to:
 * each frame must stand on its own evidence (cacheSensitivity 0, skipFrames 0,
 * skipTime 0). The per-call config is merged into Human's config for good, so
 * every call states all of its switches.
 */
function config(embedding: boolean, passive: boolean, crop: boolean): Partial<Config> {
  const fresh = { skipFrames: 0, skipTime: 0 };
  return {
    cacheSensitivity: 0,
    skipAllowed: false,
    face: {
      enabled: true,
      detector: { ...fresh, enabled: true, rotation: false, maxDetected: 3, minConfidence: MIN_FACE_SCORE, return: crop },
      mesh: { enabled: true },
      iris: { ...fresh, enabled: true },
      attention: { enabled: false },
      emotion: { ...fresh, enabled: false },
      gear: { ...fresh, enabled: false },
      description: { ...fresh, enabled: embedding },
      antispoof: { ...fresh, enabled: passive },
      liveness: { ...fresh, enabled: passive },
    },
  } as Partial<Config>;
}

export type Analyser = {
  analyse(jpeg: Uint8Array, options: AnalyseOptions): Promise<FrameAnalysis>;
  /** FaceRes on a face crop from `analyse(…, { crop: true })`: the same embedding as `embedding: true` gives that frame. */
  embed(crop: FaceCrop): Promise<EmbeddingResult>;
  /** Live tensors in this thread's tfjs engine: flat over time when nothing leaks. */
  tensors(): number;
};

type HumanModule = { Human: new (config: Partial<Config>) => HumanInstance };
type Tensor = import('@tensorflow/tfjs-core').Tensor;

/** Human's own FaceRes step (faceres.ts `predict`), reached through the patch below. */
type FaceResPredict = (input: Tensor, config: unknown, index: number, count: number) => Promise<{ descriptor?: number[] }>;
const FACERES_KEY = '__notaryFaceRes';
/** Human's antispoof and liveness steps (antispoof.ts, liveness.ts `predict`): a score 0–1, rounded to 0.01 as Human gives it. */
type PassivePredict = (input: Tensor, config: unknown, index: number, count: number) => Promise<number>;
const PASSIVE_KEY = '__notaryPassive';

/** Human's face-box cache (facemesh.ts `cache`), reached through the patch below. */
type FaceBoxCache = { boxes: unknown[]; skipped: number; timestamp: number; reuse: unknown[] | null };
const CACHE_KEY = '__notaryFaceBoxCache';

/**
 * Loads Human's wasm bundle with two small edits that let one session's frames
 * skip the detector while the mesh tracks its face (issue 17.5), without the
 * cache ever carrying one session's boxes into another's frame:
 *  - facemesh's module-level box cache is published on `globalThis` (per thread);
 *  - before the detector would run, boxes handed in as `reuse` are taken instead,
 *    once (Human's own skipFrames/cacheSensitivity stay off: every other call
 *    runs the detector, whatever the previous call in this thread was).
 *  - faceres's `predict` (the embedding of one face crop, as Human runs it within
 *    a detection) is published on `globalThis` too, so that a crop can be
 *    embedded later, as its own task (issue 17.5);
 *  - so are antispoof's and liveness's `predict` (the passive scores of the same
 *    crop), so that they go with that task instead of the frame's path.
 * The pattern is matched on the pinned 3.3.6 bundle; any other build fails the
 * start loudly here rather than silently running the detector every frame.
 */
function loadPatchedHuman(file: string): HumanModule {
  const source = readFileSync(file, 'utf8');
  const decl = /var (\w+)=\{boxes:\[\],skipped:Number\.MAX_SAFE_INTEGER,timestamp:0\}/g;
  const found = [...source.matchAll(decl)];
  if (found.length !== 1) throw new Error(`Human bundle: face box cache not found (${found.length} matches)`);
  const name = found[0]![1]!;
  const cond = new RegExp(`!(\\w)\\.skipAllowed\\|\\|!(\\w)\\|\\|!(\\w)\\|\\|${name}\\.boxes\\.length===0\\?\\(`, 'g');
  const conds = [...source.matchAll(cond)];
  if (conds.length !== 1) throw new Error(`Human bundle: face detector condition not found (${conds.length} matches)`);
  const faceres = /async function (\w+)\(\w,\w,\w,\w\)\{var [\w,]+;let \w=\{age:0,gender:"unknown",genderScore:0,descriptor:\[\]\}/g;
  const predicts = [...source.matchAll(faceres)];
  if (predicts.length !== 1) throw new Error(`Human bundle: faceres predict not found (${predicts.length} matches)`);
  const passive = /async function (\w+)\(\w,\w,\w,\w\)\{var \w,\w;if\(!\(\w+!=null&&\w+\.executor\)\)return 0;let \w=\(\(\(\w=\w\.face\.(antispoof|liveness)\)==null/g;
  const passives = new Map([...source.matchAll(passive)].map((m) => [m[2]!, m[1]!]));
  if (passives.size !== 2) throw new Error(`Human bundle: antispoof and liveness predict not found (${[...passives.keys()].join(', ') || 'neither'})`);
  const patched = `${source
    .replace(decl, `var ${name}=globalThis.${CACHE_KEY}={boxes:[],skipped:Number.MAX_SAFE_INTEGER,timestamp:0,reuse:null}`)
    .replace(cond, (whole) => `(${name}.reuse?(${name}.boxes=${name}.reuse,${name}.reuse=null,false):(${whole.slice(0, -2)}))?(`)}\n;globalThis.${FACERES_KEY}=${predicts[0]![1]!};\n;globalThis.${PASSIVE_KEY}={antispoof:${passives.get('antispoof')},liveness:${passives.get('liveness')}};\n`;
  const mod = new Module(file) as Module & { _compile(code: string, filename: string): void; filename: string; paths: string[] };
  mod.filename = file;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file));
  mod._compile(patched, file);
  return mod.exports as HumanModule;
}

/** Decodes with sharp; refuses what is not a sanely sized JPEG. */
export async function decodeJpeg(jpeg: Uint8Array): Promise<Pixels> {
  // JPEG magic number: a cheap first filter before libvips sees the bytes.
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8 || jpeg[2] !== 0xff) throw new BadFrameError('not a JPEG');
  let meta: Metadata;
  try {
    meta = await sharp(jpeg).metadata();
  } catch {
    throw new BadFrameError('unreadable JPEG');
  }
  const { width = 0, height = 0 } = meta;
  if (meta.format !== 'jpeg' || width > MAX_FRAME_SIDE || height > MAX_FRAME_SIDE || width < MIN_FRAME_SIDE || height < MIN_FRAME_SIDE) {
    throw new BadFrameError(`frame of ${width}×${height} ${meta.format ?? ''} refused`);
  }
  try {
    const { data, info } = await sharp(jpeg, { failOn: 'error', limitInputPixels: MAX_FRAME_SIDE * MAX_FRAME_SIDE })
      .rotate()
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, channels: info.channels };
  } catch {
    throw new BadFrameError('corrupt JPEG');
  }
}

function measureFace(face: FaceResult, pixels: Pixels): FaceMeasurement {
  const geometry = meshGeometry(face.mesh);
  const angle = face.rotation?.angle;
  const splitX = geometry.box.x + geometry.box.width / 2;
  const stats = regionStats(pixels, geometry.box, splitX);
  const deg = (r: number | undefined) => ((r ?? 0) * 180) / Math.PI;
  const measurement: FaceMeasurement = {
    ...geometry,
    ...stats,
    score: face.score,
    yaw: deg(angle?.yaw),
    pitch: deg(angle?.pitch),
    gazeStrength: face.rotation?.gaze.strength ?? 0,
  };
  if (face.embedding?.length) measurement.embedding = Array.from(face.embedding);
  if (typeof face.real === 'number') measurement.antispoof = face.real;
  if (typeof face.live === 'number') measurement.liveness = face.live;
  return measurement;
}

export async function createAnalyser(): Promise<Analyser> {
  const dir = humanDir();
  const { Human } = loadPatchedHuman(join(dir, 'dist/human.node-wasm.js'));
  const wasmPath = `${dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;
  const human = new Human({
    backend: 'wasm',
    wasmPath,
    modelBasePath: `file://${join(dir, 'models')}/`,
    debug: false,
    warmup: 'none',
    cacheModels: false,
    validateModels: false,
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
    ...config(true, true, false),
  } as Partial<Config>);
  const tf = human.tf as typeof import('@tensorflow/tfjs-core');
  tf.io.registerLoadRouter((url) => (typeof url === 'string' && url.startsWith('file://') ? fileLoader(url) : null) as never);
  await human.init();
  await human.load();
  const loaded = Object.entries(human.models.models as Record<string, unknown>).filter(([, m]) => m).map(([name]) => name);
  for (const name of ['blazeface', 'facemesh', 'iris', 'faceres']) {
    if (!loaded.includes(name)) throw new Error(`face model ${name} did not load (loaded: ${loaded.join(', ')})`);
  }
  const configs = [false, true].flatMap((crop) => [config(false, false, crop), config(true, false, crop), config(false, true, crop), config(true, true, crop)]);
  const cache = (globalThis as Record<string, unknown>)[CACHE_KEY] as FaceBoxCache | undefined;
  if (!cache) throw new Error('Human bundle: the face box cache was not published');
  const faceResPredict = (globalThis as Record<string, unknown>)[FACERES_KEY] as FaceResPredict | undefined;
  if (typeof faceResPredict !== 'function') throw new Error('Human bundle: faceres predict was not published');
  const passivePredict = (globalThis as Record<string, unknown>)[PASSIVE_KEY] as { antispoof: PassivePredict; liveness: PassivePredict } | undefined;
  if (typeof passivePredict?.antispoof !== 'function' || typeof passivePredict.liveness !== 'function') throw new Error('Human bundle: antispoof and liveness predict were not published');
  // What predict reads of the config: the model on, nothing reused from an earlier face.
  const faceResConfig = { skipAllowed: false, face: { description: { enabled: true, skipFrames: 0, skipTime: 0, minConfidence: 0.1 } } };
  const passiveConfig = { skipAllowed: false, face: { antispoof: { enabled: true, skipFrames: 0, skipTime: 0 }, liveness: { enabled: true, skipFrames: 0, skipTime: 0 } } };
  /** The face tensors Human returns with `detector.return` belong to the caller. */
  const disposeCrops = (faces: FaceResult[]) => {
    for (const f of faces) f.tensor?.dispose();
  };

  const detect = async (input: unknown, options: AnalyseOptions, reuse: unknown[] | null): Promise<FaceResult[]> => {
    cache.reuse = reuse;
    try {
      // With `crop`, the passive scores go with the crop's own task (`embed`), not on the frame's path.
      const passive = options.passive === true && options.crop !== true;
      const result = await human.detect(input as never, configs[(options.embedding ? 1 : 0) + (passive ? 2 : 0) + (options.crop ? 4 : 0)]);
      if ('error' in result && result.error) throw new Error(`analysis failed: ${String(result.error)}`);
      return result.face;
    } finally {
      cache.reuse = null;
    }
  };

  const analyse = async (jpeg: Uint8Array, options: AnalyseOptions): Promise<FrameAnalysis> => {
    const started = performance.now();
    const pixels = await decodeJpeg(jpeg);
    const cpuStart = process.threadCpuUsage?.();
    const input = tf.tensor(pixels.data, [1, pixels.height, pixels.width, pixels.channels], 'int32');
    let faces: FaceResult[];
    // The mesh follows the face of the session's previous frame (its mesh box, as Human tracks):
    // one face, same frame size. When the mesh loses it, the detector runs on this same frame.
    const track = options.track && options.track.width === pixels.width && options.track.height === pixels.height && options.track.boxes.length === 1 ? options.track : null;
    let detector = !track;
    try {
      faces = await detect(input, options, track ? structuredClone(track.boxes) : null);
      if (track && !faces.some((f) => f.score >= MIN_FACE_SCORE && f.mesh.length >= 468)) {
        disposeCrops(faces);
        faces = await detect(input, options, null);
        detector = true;
      }
    } finally {
      input.dispose();
    }
    const nextTrack: FaceTrack = { width: pixels.width, height: pixels.height, boxes: structuredClone(cache.boxes) };
    let measured: { face: FaceResult; measurement: FaceMeasurement }[];
    let faceCrop: FaceCrop | undefined;
    try {
      measured = faces
        .filter((f) => f.score >= MIN_FACE_SCORE && f.mesh.length >= 468)
        .map((face) => ({ face, measurement: measureFace(face, pixels) }))
        .filter((f) => f.measurement.box.width >= pixels.width * MIN_FACE_SHARE)
        .sort((a, b) => b.measurement.box.width * b.measurement.box.height - a.measurement.box.width * a.measurement.box.height);
      const crop = options.crop ? measured[0]?.face.tensor : undefined;
      if (crop) {
        const [height = 0, width = 0, channels = 0] = crop.shape;
        faceCrop = { data: new Float32Array(await crop.data()), shape: [1, height, width, channels] };
        if (options.passive) faceCrop.passive = true;
      }
    } finally {
      disposeCrops(faces);
    }
    const result: FrameAnalysis = {
      width: pixels.width,
      height: pixels.height,
      brightness: frameBrightness(pixels),
      faces: measured.map((f) => f.measurement),
      ms: performance.now() - started,
      detector,
      track: nextTrack,
    };
    if (faceCrop) result.faceCrop = faceCrop;
    if (cpuStart) {
      const cpu = process.threadCpuUsage(cpuStart);
      result.cpuMs = (cpu.user + cpu.system) / 1000;
    }
    return result;
  };

  // The first inference compiles wasm kernels and sizes buffers (≈ 1 s):
  // pay it here, not in a person's first frame.
  const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 128, g: 128, b: 128 } } }).jpeg().toBuffer();
  const embed = async (crop: FaceCrop): Promise<EmbeddingResult> => {
    const started = performance.now();
    const cpuStart = process.threadCpuUsage?.();
    const [, height, width, channels] = crop.shape;
    if (crop.data.length !== height * width * channels || channels !== 3 || height < 8 || width < 8 || height > 1024 || width > 1024) throw new Error(`not a face crop: ${crop.shape.join('×')}`);
    const input = tf.tensor(crop.data, crop.shape, 'float32');
    let descriptor: number[] | undefined;
    let scores: { antispoof: number; liveness: number } | undefined;
    try {
      // In the order Human runs them within a detection: antispoof, liveness, then FaceRes.
      if (crop.passive) scores = { antispoof: await passivePredict.antispoof(input, passiveConfig, 0, 1), liveness: await passivePredict.liveness(input, passiveConfig, 0, 1) };
      descriptor = (await faceResPredict(input, faceResConfig, 0, 1)).descriptor;
    } finally {
      input.dispose();
    }
    if (!descriptor?.length) throw new Error('no embedding for the face crop');
    const result: EmbeddingResult = { embedding: descriptor, ms: performance.now() - started };
    // As Human sets them on a face: a score of 0 (no model) is no score.
    if (scores?.antispoof) result.antispoof = scores.antispoof;
    if (scores?.liveness) result.liveness = scores.liveness;
    if (cpuStart) {
      const cpu = process.threadCpuUsage(cpuStart);
      result.cpuMs = (cpu.user + cpu.system) / 1000;
    }
    return result;
  };

  await analyse(blank, { embedding: true, passive: true });

  return { analyse, embed, tensors: () => tf.memory().numTensors };
}
