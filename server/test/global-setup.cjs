// Jest global setup: builds the migrated template database once per run (see src/test/prepare-template.ts).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = async function globalSetup() {
  const output = execFileSync(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', path.join(__dirname, '../src/test/prepare-template.ts')],
    { cwd: path.join(__dirname, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const templateDir = output.trim().split('\n').pop();
  if (templateDir) process.env.DERGI_TEST_TEMPLATE_DIR = templateDir;
};
