const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const templateDir = process.env.DERGI_TEST_TEMPLATE_DIR;
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
};
