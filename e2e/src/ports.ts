// The tools' own port helpers, for the browser tests' servers.
export { freePort, isPortFree } from '../../tools/ports.mjs';
