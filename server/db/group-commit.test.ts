import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './connection';
import { groupCommit } from './group-commit';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dietbar-group-commit-'));
let db: Database;
/** What happened, in order: each transaction's BEGIN and COMMIT as sent to SQLite, and each write's answer. */
let events: string[];

beforeAll(async () => {
  db = openDatabase({ dataDir });
  await db.schema.createTable('notes', (table) => {
    table.increments('id');
    table.string('text').notNullable().unique();
  });
  db.on('query', (query: { sql: string }) => {
    const statement = /^(begin|commit|rollback);?$/i.exec(query.sql.trim())?.[1]?.toUpperCase();
    if (statement) events.push(statement);
  });
});
beforeEach(async () => {
  await db('notes').delete();
  events = [];
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const insertNote = (text: string) => async (transaction: Database) => {
  const [row] = await transaction('notes').insert({ text }).returning('id');
  return (row as { id: number }).id;
};

const stored = async () => (await db('notes').orderBy('id').pluck('text')) as string[];

describe('group commit on SQLite', () => {
  it('stores writes asked for in the same moment in one transaction, and answers each only after its COMMIT', async () => {
    const commits = groupCommit(db);
    const texts = Array.from({ length: 10 }, (_, index) => `note ${index}`);
    const ids = await Promise.all(texts.map((text) => commits.run(insertNote(text)).then((id) => (events.push('answered'), id))));

    expect(new Set(ids).size).toBe(10);
    expect(events).toEqual(['BEGIN', 'COMMIT', ...texts.map(() => 'answered')]);
    expect(await stored()).toEqual(texts);
  });

  it('puts the writes that arrive while a commit is under way into the next one', async () => {
    const commits = groupCommit(db);
    let later: Promise<number[]> | undefined;
    await commits.run(async (transaction) => {
      later = Promise.all(['second', 'third'].map((text) => commits.run(insertNote(text))));
      return insertNote('first')(transaction);
    });
    await later;

    expect(events).toEqual(['BEGIN', 'COMMIT', 'BEGIN', 'COMMIT']);
    expect(await stored()).toEqual(['first', 'second', 'third']);
  });

  it('rolls back a failing write alone: it is refused with its error, the others of its commit are stored', async () => {
    const commits = groupCommit(db);
    const outcomes = await Promise.allSettled([
      commits.run(insertNote('kept')),
      commits.run(async (transaction) => {
        await insertNote('half-done')(transaction);
        throw new Error('refused midway');
      }),
      commits.run(insertNote('kept')),
      commits.run(insertNote('also kept')),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused midway'));
    expect(events).toEqual(['BEGIN', 'COMMIT']);
    expect(await stored()).toEqual(['kept', 'also kept']);
  });

  it('lets a write open transactions of its own, and rolls back what they committed when the write then fails', async () => {
    const commits = groupCommit(db);
    const outcomes = await Promise.allSettled([
      commits.run(async (transaction) => transaction.transaction((inner) => insertNote('inner kept')(inner))),
      commits.run(async (transaction) => {
        await transaction.transaction((inner) => insertNote('inner undone')(inner));
        throw new Error('refused after its inner transaction');
      }),
      commits.run(async (transaction) => {
        await transaction.transaction((inner) => insertNote('inner refused')(inner).then(() => Promise.reject(new Error('inner refused')))).catch(() => undefined);
        return insertNote('outer kept')(transaction);
      }),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(events).toEqual(['BEGIN', 'COMMIT']);
    expect(await stored()).toEqual(['inner kept', 'outer kept']);
  });
});
