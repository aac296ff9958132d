// `npm start`: builds whatever is missing or older than its sources, then runs the built server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [major] = process.versions.node.split('.').map(Number);
if (major < 22) {
  console.error(`Node ${process.versions.node} is too old: run through npm (npm start), which uses the Node 24 the project installs.`);
  process.exit(1);
}

/** Newest modification time of the files under the given paths (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stats = statSync(target);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(target)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(target, entry));
    } else latest = Math.max(latest, stats.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const at = (...parts) => path.join(root, ...parts);
const builds = [
  {
    name: 'client',
    outputs: [at('client/dist/client/index.html'), at('client/dist/server/entry-server.js')],
    sources: [at('client/src'), at('client/index.html'), at('client/vite.config.ts'), at('client/package.json'), at('client/lingui.config.ts')],
  },
  {
    name: 'server',
    outputs: [at('server/dist/index.js')],
    sources: [at('server/src'), at('server/package.json'), at('server/tsconfig.json')],
  },
];

for (const build of builds) {
  const built = build.outputs.every((file) => existsSync(file));
  const builtAt = built ? Math.min(...build.outputs.map((file) => statSync(file).mtimeMs)) : 0;
  if (built && builtAt >= newest(build.sources)) continue;
  console.log(`Building the ${build.name} (${built ? 'sources changed' : 'not built yet'})…`);
  // Builds choose their own mode; an inherited NODE_ENV=test (jest) breaks lingui's compiler.
  const { NODE_ENV: _ignored, ...buildEnv } = process.env;
  execFileSync('npm', ['run', 'build', '-w', build.name], { cwd: root, stdio: 'inherit', env: buildEnv });
}

await import(pathToFileURL(at('server/dist/index.js')).href);
