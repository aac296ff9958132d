/**
 * npm runs a workspace's scripts in that workspace's folder (server/), but the operator types FILE
 * and a relative DATA_DIR from where they ran npm (the repository root, where `npm start` runs and
 * resolves DATA_DIR). npm names that folder in INIT_CWD; the commands work from there.
 */
export function fromInvocationFolder(): void {
  const folder = process.env.INIT_CWD;
  if (folder && folder !== process.cwd()) process.chdir(folder);
}
