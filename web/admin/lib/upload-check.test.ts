import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@shared/constants';
import { checkUploads } from './upload-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkUploads', () => {
  it('accepts png, jpeg, gif and webp', () => {
    expect(checkUploads([file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.gif', 'image/gif'), file('d.webp', 'image/webp')])).toBeNull();
  });

  it('falls back to the extension when the browser gives no type', () => {
    expect(checkUploads([file('photo.JPEG', '')])).toBeNull();
    expect(checkUploads([file('notes', '')])).toEqual({ reason: 'type', fileName: 'notes' });
  });

  it('names the first refused file and why', () => {
    expect(checkUploads([file('a.png', 'image/png'), file('b.svg', 'image/svg+xml')])).toEqual({ reason: 'type', fileName: 'b.svg' });
    expect(checkUploads([file('big.png', 'image/png', UPLOAD_MAX_BYTES + 1)])).toEqual({ reason: 'size', fileName: 'big.png', maxBytes: UPLOAD_MAX_BYTES });
    expect(checkUploads([file('empty.png', 'image/png', 0)])).toEqual({ reason: 'empty', fileName: 'empty.png' });
  });

  it('refuses too many files at once', () => {
    expect(checkUploads([file('a.png', 'image/png'), file('b.png', 'image/png')], 1)).toEqual({ reason: 'count', maxFiles: 1 });
  });
});
