import { describe, expect, it } from 'vitest';
import { numberOrText } from './typed-number';

describe('a typed number', () => {
  it('is read as a number, or left as typed for the schema to name', () => {
    expect(numberOrText(' 15 ')).toBe(15);
    expect(numberOrText('')).toBeUndefined();
    expect(numberOrText('ten')).toBe('ten');
  });
});
