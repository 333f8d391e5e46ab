// Ports on 127.0.0.1 for the tools, benchmarks and tests that start servers of their own:
// one implementation (tools/start.mjs's services, the e2e global set-up, the benches).
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 now (the OS picks it; closed again before use). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on this port of 127.0.0.1 (a stopped server released it). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
