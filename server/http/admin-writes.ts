import type { Middleware } from 'koa';
import { SAFE_METHODS } from '../auth/middleware';
import type { AppState } from '../auth/app-state';
import type { ContentVersion } from './content-version';

/**
 * Every write by a signed-in admin, whatever its outcome, bumps the content version, so every cached public answer
 * is dropped before the admin gets the reply. Visitors' writes (the contact form) change nothing public. Runs after
 * authenticate (the session must be known); the bump comes after the write so that a read that started before it
 * finished is stored under the old version, that is, not at all.
 */
export function bumpContentVersionOnAdminWrite({ contentVersion }: { contentVersion: ContentVersion }): Middleware<AppState> {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.state.session) return next();
    try {
      await next();
    } finally {
      contentVersion.bump();
    }
  };
}
