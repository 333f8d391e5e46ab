// docker-compose.yml must parse (`docker-compose config` needs no engine) and
// every image it builds must have its Dockerfile. No Docker engine runs on
// these machines, so the images themselves are not built here.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const problems = [];

const dockerfiles = [...compose.matchAll(/^\s+dockerfile:\s*(\S+)/gm)].map((m) => m[1]);
if (dockerfiles.length < 5) problems.push(`expected the api, face-check, web, janus and coturn images, found ${dockerfiles.length}`);
for (const file of dockerfiles) if (!existsSync(join(root, file))) problems.push(`missing ${file}`);
for (const service of ['postgres', 'redis', 'api', 'face-check', 'web', 'janus', 'coturn']) {
  if (!new RegExp(`^  ${service}:`, 'm').test(compose)) problems.push(`no service ${service}`);
}
if (!/replicas: 2/.test(compose)) problems.push('the API must run in two replicas');

const env = { ...process.env, PAYMENT_GATEWAY_SECRET: 'check-only', SESSION_SECRET: 'check-only', TURN_SECRET: 'check-only' };
const tools = [
  ['docker-compose', ['config', '-q']],
  ['docker', ['compose', 'config', '-q']],
];
let validated = false;
for (const [cmd, args] of tools) {
  const r = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8' });
  if (r.error || (r.status !== 0 && /unknown (command|shorthand)/.test(r.stderr))) continue;
  if (r.status !== 0) problems.push(`${cmd} ${args.join(' ')}: ${r.stderr.trim()}`);
  validated = true;
  break;
}
if (!validated) problems.push('neither docker-compose nor the docker compose plugin is installed (apt-get install docker-compose)');

if (problems.length > 0) {
  console.error(`docker-compose.yml: ${problems.join('; ')}`);
  process.exit(1);
}
console.log(`docker-compose.yml parses; ${dockerfiles.length} Dockerfiles present (${dockerfiles.join(', ')})`);
