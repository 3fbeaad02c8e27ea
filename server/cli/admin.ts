import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { newPasswordSchema } from '@shared/schemas/auth';
import { UNATTENDED, recordAudit } from '../audit/audit-log';
import { adminUsers } from '../auth/admin-users';
import { passwordProblem } from '../auth/password-policy';
import { recoveryCodes } from '../auth/recovery-codes';
import { SECRET_KEY_FILE, secretBox } from '../auth/secret-box';
import { twoFactor } from '../auth/two-factor';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';

const USAGE = [
  'Usage: npm run admin -- reset-password <email>',
  '(the new password is read from ADMIN_NEW_PASSWORD or asked for; when two-factor sign-in is on, ADMIN_DISABLE_TWO_FACTOR=yes',
  'or the answer to the question turns it off too, for an owner who lost the authenticator)',
].join('\n');

/**
 * Answers read from the terminal, the password without echoing it; or line after line from a pipe (lines are
 * buffered, so that answers sent at once all arrive).
 */
function terminal() {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  const lines = prompt[Symbol.asyncIterator]();
  const ask = async (question: string, hidden = false) => {
    process.stdout.write(question);
    muted = hidden;
    try {
      const line = await lines.next();
      return line.done ? '' : line.value;
    } finally {
      muted = false;
      if (hidden) process.stdout.write('\n');
    }
  };
  return { ask, close: () => prompt.close() };
}

/** Shell commands for the practice's admin accounts. */
async function main(argv: string[]) {
  const [command, email] = argv;
  if (command !== 'reset-password' || !email) {
    console.error(USAGE);
    return 2;
  }
  const input = terminal();
  try {
    const typed = process.env.ADMIN_NEW_PASSWORD || (await input.ask('New password: ', true));
    const password = newPasswordSchema.safeParse(typed);
    if (!password.success) {
      console.error(`Password not changed: ${password.error.issues[0]?.message}`);
      return 1;
    }
    const problem = await passwordProblem(password.data, email);
    if (problem) {
      console.error(`Password not changed: ${problem.message}`);
      return 1;
    }
    const config = loadConfig();
    const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.DATABASE_URL });
    try {
      await db.migrate.latest();
      const now = () => new Date();
      const accounts = adminUsers(db, now);
      const account = await accounts.findByEmail(email);
      if (!account || !(await accounts.setPassword(email, password.data, 'reset from the command line'))) {
        console.error(`No admin account has the email ${email}`);
        return 1;
      }
      console.log(`Password reset for ${email}; their sessions were signed out.`);
      if (account.twoFactorEnabledAt == null) return 0;
      const answer =
        process.env.ADMIN_DISABLE_TWO_FACTOR ?? (await input.ask('Two-factor sign-in is on for this account. Turn it off too, for a lost authenticator? [y/N] '));
      if (!/^(y|yes|true|1)$/i.test(answer.trim())) {
        console.log('Two-factor sign-in stays on.');
        return 0;
      }
      const box = secretBox(path.join(config.dataDir, SECRET_KEY_FILE), config.SECRET_KEY);
      const twoFactorSignIn = twoFactor({ db, now, adminUsers: accounts, recoveryCodes: recoveryCodes(db, now), box });
      await db.transaction(async (trx) => {
        await twoFactorSignIn.disable(account.id, trx);
        await recordAudit(trx, now(), UNATTENDED, {
          action: 'auth.2fa_disabled',
          entity: 'admin',
          entityId: account.id,
          summary: `${account.email}, turned off from the command line`,
          changes: { twoFactorEnabled: [true, false] },
        });
      });
      console.log(`Two-factor sign-in is off for ${email}; they can set it up again once signed in.`);
      return 0;
    } finally {
      await db.destroy();
    }
  } finally {
    input.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
