import type { Context } from 'koa';

/** Answers JSON, including a literal `null` (Koa would turn a null body into an empty 204). */
export function respondJson(ctx: Context, value: unknown) {
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(value);
}
