import { describe, expect, it } from 'vitest';
import { ISLANDS } from './registry';

describe('the island registry', () => {
  it('loads, under each name, the island defined with that name', async () => {
    for (const [name, load] of Object.entries(ISLANDS)) expect((await load()).name, name).toBe(name);
  });
});
