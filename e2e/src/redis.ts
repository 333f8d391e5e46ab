import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort } from './ports.ts';

/** Whether a Redis answers PING at this port of 127.0.0.1. */
export function redisAnswers(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

/**
 * The Redis the run's two API replicas share (issue 17.3): the machine's on
 * 127.0.0.1:6379 (E2E_REDIS_PORT for another port) when it answers, else a
 * private `redis-server` (Debian's package, which .ci/run installs) on a free
 * port for the run, keeping nothing on disk. Without either the run cannot
 * test replicas, and says so.
 */
export async function runRedis(): Promise<{ url: string; stop: () => void }> {
  const port = Number(process.env.E2E_REDIS_PORT ?? 6379);
  if (await redisAnswers(port)) return { url: `redis://127.0.0.1:${port}`, stop: () => {} };
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(`no Redis answers on 127.0.0.1:${port} and redis-server is not installed (Debian package redis-server): the browser tests run two API replicas that share a Redis`);
  }
  const own = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(own), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(own))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the run's own redis-server did not answer on port ${own}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `redis://127.0.0.1:${own}`, stop: () => child.kill('SIGTERM') };
}
