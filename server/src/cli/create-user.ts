import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { validate } from 'class-validator';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { SignInInput } from '../auth/auth.inputs.js';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/auth.inputs.js';
import { UserService } from '../modules/user/user.service.js';
import { fromInvocationFolder } from './invocation-folder.js';
import { Language } from '../modules/user/user.entity.js';

const USAGE = `Creates a staff account (or sets its password when it exists).

  npm run user:create -- --email editor@example.com [--name "Ad Soyad"] [--language tr|en] [--password ...]

Without --password the password is asked for (8 to ${PASSWORD_MAX} characters). Uses the same
DATABASE_URL / DATA_DIR as the server.`;

/** Reads a line without echoing it (the terminal shows nothing while typing). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write(question);
    output._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string', default: 'tr' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const password = values.password ?? (process.stdin.isTTY ? await askHidden('Password: ') : '');
  const check = Object.assign(new SignInInput(), { email: values.email, password, rememberMe: false });
  const problems = (await validate(check)).flatMap((error) => Object.values(error.constraints ?? {}));
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push(`password must be ${PASSWORD_MIN}-${PASSWORD_MAX} characters`);
  if (values.name !== undefined && (values.name.trim().length < 2 || values.name.trim().length > 15)) problems.push('name must be 2-15 characters');
  if (!Object.values(Language).includes(values.language as Language)) problems.push('language must be tr or en');
  if (problems.length) {
    console.error(`Not created: ${problems.join(', ')}`);
    process.exit(1);
  }

  // The site's DATA_DIR (./data from the repository root), not server/data.
  fromInvocationFolder();
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { user, created } = await new UserService(db.orm.em.fork()).upsertStaff({
      email: values.email,
      password,
      name: values.name?.trim(),
      language: values.language as Language,
    });
    console.log(`${created ? 'Created' : 'Updated'} staff account ${user.email}.`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
