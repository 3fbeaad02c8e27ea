import { expect, it } from 'vitest';
import { jsonInScript } from './json-in-script';

it('writes JSON with no character that could end a script, open a comment or end a line, and the same value when parsed back', () => {
  const hostile = { title: '</script><script>alert(1)</script><!-- --> &amp; \u2028\u2029 "quoted" $&', list: ['<b>', 1, null] };
  const json = jsonInScript(hostile);
  expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  expect(json).toContain('\\u003c/script\\u003e');
  expect(JSON.parse(json)).toEqual(hostile);
});
