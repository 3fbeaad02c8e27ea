import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { newPasswordSchema } from '../../shared/schemas/auth';
import { adminUsers } from '../auth/admin-users';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';

const USAGE = 'Usage: npm run admin -- reset-password <email>\n(the new password is read from ADMIN_NEW_PASSWORD or asked for)';

/** The new password from ADMIN_NEW_PASSWORD, else asked for on the terminal without echoing it (or read from a pipe). */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_NEW_PASSWORD) return process.env.ADMIN_NEW_PASSWORD;
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  try {
    process.stdout.write('New password: ');
    muted = true;
    return await prompt.question('');
  } finally {
    muted = false;
    process.stdout.write('\n');
    prompt.close();
  }
}

/** Shell commands for the practice's admin accounts. */
async function main(argv: string[]) {
  const [command, email] = argv;
  if (command !== 'reset-password' || !email) {
    console.error(USAGE);
    return 2;
  }
  const password = newPasswordSchema.safeParse(await readPassword());
  if (!password.success) {
    console.error(`Password not changed: ${password.error.issues[0]?.message}`);
    return 1;
  }
  const config = loadConfig();
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
  try {
    await db.migrate.latest();
    if (!(await adminUsers(db, () => new Date()).setPassword(email, password.data))) {
      console.error(`No admin account has the email ${email}`);
      return 1;
    }
    console.log(`Password reset for ${email}; their sessions were signed out.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
