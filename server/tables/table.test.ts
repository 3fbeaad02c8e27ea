import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryInput } from '../test/factories';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.stop());

describe('table repository', () => {
  it('refuses an update with no field (400) instead of sending an empty UPDATE, and leaves the row as it was', async () => {
    const categories = server.deps.repositories.categories;
    const category = await categories.create({ ...categoryInput(), name: 'Soups' });
    for (const input of [{}, { description: undefined }]) {
      await expect(categories.update(category.id, input)).rejects.toMatchObject({
        status: 400,
        code: 'nothing_to_update',
        message: 'Nothing to update: send at least one field to change',
      });
    }
    expect(await categories.get(category.id)).toEqual(category);
  });
});
