// `npm run check:deploy`: checks docker-compose.yml, deploy/nginx.conf and the Dockerfile where Docker
// cannot run, then (unless --static) runs the Dockerfile's build commands in a temporary copy of the
// committed tree, and starts the built server to ask its /healthz, to prove the image's steps work.
//   node scripts/check-deploy.mjs [--static] [--keep]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { NODE_FLAGS, RUNTIME_ENV } from '../server/scripts/runtime-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The variables the server reads: the names config.ts asks the environment for, plus Node's own NODE_ENV. */
export function configVariables(source = readFileSync(path.join(root, 'server/src/config.ts'), 'utf8')) {
  const names = new Set(['NODE_ENV']);
  for (const [, name] of source.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)) names.add(name);
  for (const [, name] of source.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) names.add(name);
  return names;
}

/** Problems of a compose file (parsed), as sentences; none: it is sound. */
export function checkCompose(compose, { variables = configVariables(), nginx = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8') } = {}) {
  const problems = [];
  const services = compose?.services ?? {};
  const names = Object.keys(services);
  if (!names.length) return ['docker-compose.yml has no services.'];
  const declaredVolumes = new Set(Object.keys(compose.volumes ?? {}));
  const apps = names.filter((name) => services[name].build !== undefined);
  if (apps.length < 2) problems.push(`Expected at least two app replicas built from the Dockerfile, found ${apps.length}.`);
  for (const [name, service] of Object.entries(services)) {
    if (!service.image && !service.build) problems.push(`Service ${name} has neither image nor build.`);
    const dependsOn = Array.isArray(service.depends_on) ? Object.fromEntries(service.depends_on.map((target) => [target, {}])) : (service.depends_on ?? {});
    for (const [target, { condition } = {}] of Object.entries(dependsOn)) {
      if (!services[target]) problems.push(`Service ${name} depends on ${target}, which is not a service.`);
      else if (condition === 'service_healthy' && !hasHealthcheck(services[target])) problems.push(`Service ${name} waits for ${target} to be healthy, but ${target} has no healthcheck.`);
      else if (condition && !['service_started', 'service_healthy', 'service_completed_successfully'].includes(condition)) problems.push(`Service ${name}: unknown depends_on condition ${condition}.`);
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source.startsWith('.') || source.startsWith('/')) {
        if (source.startsWith('.') && !existsSync(path.join(root, source))) problems.push(`Service ${name} mounts ${source}, which is not in the repository.`);
      } else if (!declaredVolumes.has(source)) problems.push(`Service ${name} uses the volume ${source}, which is not declared under volumes.`);
    }
  }
  for (const name of apps) {
    const service = services[name];
    if (!hasHealthcheck(service)) problems.push(`App service ${name} has no healthcheck.`);
    if (service.command) problems.push(`App service ${name} overrides the image's command: it must run the built server as it is.`);
    if (!service.stop_grace_period) problems.push(`App service ${name} has no stop_grace_period (Docker's 10 s cuts the graceful shutdown).`);
    const environment = Array.isArray(service.environment) ? Object.fromEntries(service.environment.map((line) => line.split('='))) : (service.environment ?? {});
    for (const variable of Object.keys(environment)) {
      if (!variables.has(variable)) problems.push(`App service ${name} sets ${variable}, which the server does not read (server/src/config.ts).`);
    }
    for (const required of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'APP_SECRET', 'PUBLIC_URL']) {
      if (!(required in environment)) problems.push(`App service ${name} does not set ${required}: the replicas must share the database, Redis and the bucket.`);
    }
  }
  for (const [, host] of nginx.matchAll(/^\s*server\s+([a-z0-9_-]+):\d+/gm)) {
    if (!services[host]) problems.push(`deploy/nginx.conf sends requests to ${host}, which is not a service.`);
  }
  return problems;
}

/** Its own healthcheck, or the HEALTHCHECK of the Dockerfile it is built from. */
function hasHealthcheck(service) {
  if (service.healthcheck) return !service.healthcheck.disable;
  return service.build !== undefined && /^HEALTHCHECK\s/m.test(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
}

/** The instructions of a Dockerfile, continuation lines joined, comments dropped. */
export function dockerInstructions(text) {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** Problems of a Dockerfile, as sentences; none: it is sound. */
export function checkDockerfile(text) {
  const problems = [];
  const instructions = dockerInstructions(text);
  const stages = [];
  for (const { keyword, args } of instructions) {
    if (keyword === 'FROM') stages.push({ name: / AS (\S+)/i.exec(args)?.[1], instructions: [] });
    else stages.at(-1)?.instructions.push({ keyword, args });
  }
  if (stages.length < 3) problems.push(`The Dockerfile has ${stages.length} stage(s); expected deps → build → runtime.`);
  const stageNames = new Set(stages.map((stage) => stage.name));
  const runtime = stages.at(-1) ?? { instructions: [] };
  const all = stages.flatMap((stage) => stage.instructions);
  for (const { args } of all.filter((i) => i.keyword === 'COPY')) {
    const from = /--from=(\S+)/.exec(args)?.[1];
    if (from && !stageNames.has(from)) problems.push(`COPY --from=${from} names no stage.`);
  }
  const installs = all.filter((i) => i.keyword === 'RUN' && /\bnpm (ci|install|i)\b/.test(i.args));
  if (installs.length !== 1 || !/\bnpm ci\b/.test(installs[0].args)) problems.push('The dependencies must be installed once, with npm ci.');
  if (runtime.instructions.some((i) => i.keyword === 'RUN' && /\bnpm\b/.test(i.args))) problems.push('The runtime stage runs npm: it must only copy what was built.');
  const user = runtime.instructions.filter((i) => i.keyword === 'USER').at(-1)?.args;
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push('The runtime stage must switch to a user other than root (USER).');
  const healthcheck = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK');
  if (!healthcheck || !healthcheck.args.includes('/healthz')) problems.push('The runtime stage needs a HEALTHCHECK against /healthz.');
  const cmd = runtime.instructions.filter((i) => i.keyword === 'CMD').at(-1)?.args;
  let command;
  try {
    command = cmd && JSON.parse(cmd);
  } catch {
    command = undefined;
  }
  if (!Array.isArray(command) || command[0] !== 'node') problems.push('CMD must be the exec form starting with node (["node", …]), so SIGTERM reaches the server.');
  else if (command.some((part) => /\bnpm\b|install|build/.test(part))) problems.push('CMD must not install or build anything.');
  if (runtime.instructions.some((i) => i.keyword === 'ENTRYPOINT')) problems.push('The runtime stage must not wrap node in an ENTRYPOINT.');
  if (Array.isArray(command) && NODE_FLAGS.some((flag) => !command.includes(flag))) problems.push(`CMD must run node with ${NODE_FLAGS.join(' ')} (server/scripts/runtime-flags.mjs).`);
  for (const [name, value] of Object.entries(RUNTIME_ENV)) {
    if (!runtime.instructions.some((i) => i.keyword === 'ENV' && new RegExp(`\\b${name}=${value}\\b`).test(i.args))) problems.push(`The runtime stage must set ENV ${name}=${value} (server/scripts/runtime-flags.mjs).`);
  }
  return { problems, stages };
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The Dockerfile's RUN commands of every stage but the runtime, run in a fresh copy of the committed
 * tree (git archive HEAD), with npm on this Node (24, as in the image); then the built server started
 * on the embedded database with production settings, and its /healthz asked.
 */
async function runBuild(stages, { keep }) {
  const copy = mkdtempSync(path.join(tmpdir(), 'dergi-deploy-'));
  console.log(`Building a copy of HEAD in ${copy}`);
  execFileSync('sh', ['-c', `git -C "${root}" archive HEAD | tar -x -C "${copy}"`], { stdio: 'inherit' });
  const env = { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` };
  try {
    for (const stage of stages.slice(0, -1)) {
      for (const { args } of stage.instructions.filter((i) => i.keyword === 'RUN')) {
        console.log(`[${stage.name}] RUN ${args}`);
        const started = Date.now();
        execFileSync('sh', ['-c', args], { cwd: copy, env, stdio: ['ignore', 'ignore', 'inherit'] });
        console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
      }
    }
    const entry = path.join(copy, 'server/dist/index.js');
    if (!existsSync(entry) || !existsSync(path.join(copy, 'client/dist/client/index.html'))) throw new Error('The build did not produce server/dist/index.js and client/dist.');
    await startBuilt(copy, env);
  } finally {
    if (!keep) rmSync(copy, { recursive: true, force: true });
  }
}

async function startBuilt(copy, env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dergi-deploy-data-'));
  const server = spawn(process.execPath, [...NODE_FLAGS, 'server/dist/index.js'], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      ...RUNTIME_ENV,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_SECRET: 'check-deploy-secret-of-enough-length-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      SUBSCRIPTION_IBAN: 'TR330006100519786457841326',
      SUBSCRIPTION_ACCOUNT_HOLDER: 'Check Deploy',
      SUBSCRIPTION_BANK: 'Check Bank',
    },
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The built server exited with ${server.exitCode}.`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error('The built server did not answer /healthz within 120 s.');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.log(`The built server answers /healthz (node server/dist/index.js, port ${port}).`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm start` runs the server as the image does: with the runtime flags and environment. */
function checkStartScript(pkg) {
  const start = pkg.scripts?.start ?? '';
  const expected = [...Object.entries(RUNTIME_ENV).map(([name, value]) => `${name}=${value}`), ...NODE_FLAGS];
  return expected.filter((part) => !start.split(/\s+/).includes(part)).map((part) => `package.json's start script must carry ${part} (server/scripts/runtime-flags.mjs).`);
}

async function main() {
  const flags = new Set(process.argv.slice(2));
  const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
  const { problems: dockerfileProblems, stages } = checkDockerfile(readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const problems = [...checkCompose(compose), ...dockerfileProblems, ...checkStartScript(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')))];
  if (problems.length) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(1);
  }
  console.log(`✓ docker-compose.yml: ${Object.keys(compose.services).join(', ')}; Dockerfile: ${stages.map((stage) => stage.name).join(' → ')}`);
  if (flags.has('--static')) return;
  await runBuild(stages, { keep: flags.has('--keep') });
  console.log('✓ The Dockerfile\'s build commands ran in a fresh copy, and the built server started.');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`✗ ${error.message}`);
    process.exit(1);
  });
}
