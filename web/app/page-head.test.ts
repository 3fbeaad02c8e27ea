import { describe, expect, it } from 'vitest';
import { summarize } from './page-head';

describe('summarize', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(summarize('A **bold** start.\n\nSecond line')).toBe('A bold start. Second line');
    const long = summarize('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
