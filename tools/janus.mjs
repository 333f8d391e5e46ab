// Janus (the media server of the video conference, issue 16.2) for `npm start`,
// the browser tests and the API's integration tests: a configuration written at
// run time into DATA_DIR/video/janus with only the videoroom plugin and the
// HTTP transport, listening on the loopback on a free port, recordings under
// DATA_DIR/video/rec. Production runs Janus as its own service (docker-compose)
// and gives the API its address in JANUS_URL.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './ports.mjs';

export const JANUS_BINARY = process.env.JANUS_BINARY ?? '/usr/bin/janus';
const LIB_DIRS = ['/usr/lib/x86_64-linux-gnu/janus', '/usr/lib/aarch64-linux-gnu/janus', '/usr/lib/janus', '/usr/local/lib/janus', '/opt/janus/lib/janus'];

/** Janus's libraries folder (plugins/, transports/), or undefined when Janus is not installed. */
export function findJanus() {
  if (!existsSync(JANUS_BINARY)) return undefined;
  const lib = LIB_DIRS.find((d) => existsSync(join(d, 'plugins/libjanus_videoroom.so')) && existsSync(join(d, 'transports/libjanus_http.so')));
  return lib ? { binary: JANUS_BINARY, lib } : undefined;
}


/** Writes the run's configuration; answers the folder to give `janus -F`. */
export function writeJanusConfig({ dataDir, port, lib, rtpPorts = '20000-40000' }) {
  const dir = join(resolve(dataDir), 'video/janus');
  const recDir = join(resolve(dataDir), 'video/rec');
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['plugins', 'transports', 'events', 'loggers']) mkdirSync(join(dir, sub), { recursive: true });
  mkdirSync(recDir, { recursive: true });
  // Only these two libraries are loaded: Janus loads every library of its folders.
  symlinkSync(join(lib, 'plugins/libjanus_videoroom.so'), join(dir, 'plugins/libjanus_videoroom.so'));
  symlinkSync(join(lib, 'transports/libjanus_http.so'), join(dir, 'transports/libjanus_http.so'));
  writeFileSync(
    join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${dir}/plugins"
  transports_folder = "${dir}/transports"
  events_folder = "${dir}/events"
  loggers_folder = "${dir}/loggers"
  debug_level = 3
  server_name = "e-notary"
  session_timeout = 60
  protected_folders = []
}
media: {
  rtp_port_range = "${rtpPorts}"
}
nat: {
  nice_debug = false
  ice_ignore_list = "vmnet,docker,veth,br-"
}
plugins: {}
transports: {}
events: {}
loggers: {}
`,
  );
  writeFileSync(
    join(dir, 'janus.transport.http.jcfg'),
    `general: {
  json = "compact"
  base_path = "/janus"
  http = true
  port = ${port}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_http = false
}
cors: {}
`,
  );
  writeFileSync(
    join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
  string_ids = false
}
`,
  );
  return { dir, recDir };
}

/**
 * Starts Janus for this run when it is installed; undefined otherwise (the
 * conference then answers 503 video_server_unavailable). Answers its URL once
 * its HTTP transport answers `info`.
 */
export async function startJanus({ dataDir, stdio = ['ignore', 'ignore', 'inherit'], timeoutMs = 20_000 }) {
  const found = findJanus();
  if (!found) return undefined;
  const port = await freePort();
  const { dir, recDir } = writeJanusConfig({ dataDir, port, lib: found.lib });
  const child = spawn(found.binary, ['-F', dir, '-C', join(dir, 'janus.jcfg'), '-o'], { stdio });
  const url = `http://127.0.0.1:${port}/janus`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`janus exited (${child.exitCode ?? child.signalCode}) before it answered`);
    try {
      const res = await fetch(`${url}/info`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`janus did not answer at ${url} within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise((r) => {
      if (child.exitCode !== null || child.signalCode !== null) return r();
      child.once('exit', () => r());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { url, recDir, child, stop };
}
