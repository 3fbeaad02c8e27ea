import { describe, expect, it } from 'vitest';
import { preview } from './text-preview';

describe('preview', () => {
  it('puts a message on one line', () => {
    expect(preview('Hello,\n  I would like\tthe premium plan. ')).toBe('Hello, I would like the premium plan.');
  });

  it('cuts a long message at a word with an ellipsis', () => {
    const long = 'word '.repeat(50);
    const text = preview(long);
    expect(text.length).toBeLessThanOrEqual(101);
    expect(text.endsWith('word…')).toBe(true);
  });
});
