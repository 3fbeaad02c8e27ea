import type { TwoFactorSetupResponse } from '@shared/api-types';
import type { Database } from '../db/connection';
import type { AdminUserRow, AdminUsers } from './admin-users';
import type { RecoveryCodes } from './recovery-codes';
import type { SecretBox } from './secret-box';
import { isTotpCode, matchTotp, newTotpSecret, otpauthUrl } from './totp';

/** Why enabling two-factor did not happen, when it did not. */
type EnableRefusal = 'already_enabled' | 'no_setup' | 'invalid_code';

/**
 * Two-factor sign-in for admin accounts: set-up, enabling with a first code, checking codes at sign-in (TOTP or a
 * recovery code, each accepted once) and turning it off. Every write takes an optional transaction.
 */
export function twoFactor(deps: { db: Database; now: () => Date; adminUsers: AdminUsers; recoveryCodes: RecoveryCodes; box: SecretBox }) {
  const { db, now, adminUsers, recoveryCodes, box } = deps;
  /** The code without the spaces an app shows in the middle ("123 456"). */
  const compact = (code: string) => code.replace(/\s/g, '');

  return {
    /**
     * A new secret for the admin, kept (sealed) as the pending one until a code for it enables two-factor; a later
     * set-up replaces it. Undefined when two-factor is on already (turn it off first).
     */
    async begin(admin: { id: number; email: string }, connection: Database = db): Promise<TwoFactorSetupResponse | undefined> {
      const account = await adminUsers.findById(admin.id, connection);
      if (!account || account.twoFactorEnabledAt != null) return undefined;
      const secret = await newTotpSecret();
      await adminUsers.setPendingTwoFactorSecret(admin.id, box.seal(secret), connection);
      return { secret, otpauthUrl: await otpauthUrl(account.email, secret) };
    },

    /** Enables two-factor when `code` is a current code of the pending secret; answers the new recovery codes. */
    async enable(adminUserId: number, code: string, connection: Database = db): Promise<{ recoveryCodes: string[] } | EnableRefusal> {
      const account = await adminUsers.findById(adminUserId, connection);
      if (!account || account.twoFactorEnabledAt != null) return 'already_enabled';
      const secret = account.twoFactorPendingSecret && box.open(account.twoFactorPendingSecret);
      if (!secret) return 'no_setup';
      const step = await matchTotp(secret, compact(code), now());
      if (step === undefined) return 'invalid_code';
      await adminUsers.enableTwoFactor(adminUserId, account.twoFactorPendingSecret!, step, connection);
      return { recoveryCodes: await recoveryCodes.replace(adminUserId, connection) };
    },

    /**
     * True when `code` is a current TOTP code not used before (one step either side) or an unused recovery code;
     * either is used up by this call.
     */
    async verify(account: AdminUserRow, code: string, connection: Database = db): Promise<boolean> {
      const typed = compact(code);
      if (!isTotpCode(typed)) return recoveryCodes.consume(account.id, typed, connection);
      // A secret the key file no longer opens (the file was lost) leaves the recovery codes as the way in.
      const secret = account.twoFactorSecret && box.open(account.twoFactorSecret);
      if (!secret) return false;
      const lastStep = account.twoFactorLastStep == null ? null : Number(account.twoFactorLastStep);
      const step = await matchTotp(secret, typed, now(), lastStep);
      return step !== undefined && adminUsers.claimTwoFactorStep(account.id, step, connection);
    },

    async disable(adminUserId: number, connection: Database = db): Promise<void> {
      await adminUsers.disableTwoFactor(adminUserId, connection);
      await recoveryCodes.clear(adminUserId, connection);
    },
  };
}

export type TwoFactor = ReturnType<typeof twoFactor>;
