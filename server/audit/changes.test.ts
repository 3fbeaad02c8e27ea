import { describe, expect, it } from 'vitest';
import { changedFields, isRecordable, recordedChange, shortLine, type AuditSubject } from './changes';

interface Row {
  id: number;
  nameEn: string;
  features: string[];
  isPopular: boolean;
  price: string;
  updatedAt: string;
  passwordHash: string;
  token: string;
}

const subject: AuditSubject<Row> = {
  entity: 'package',
  fields: ['nameEn', 'features', 'isPopular', 'price', 'updatedAt', 'passwordHash', 'twoFactorSecret', 'token', 'recoveryCodes', 'code'],
  describe: (row) => row.nameEn,
};
const basic: Row = { id: 4, nameEn: 'Basic', features: ['One'], isPopular: false, price: '', updatedAt: '2026-11-01T00:00:00.000Z', passwordHash: 'x', token: 't' };

describe('audit changes', () => {
  it('never records a secret or a stamp, whatever a subject lists', () => {
    for (const field of ['password', 'newPassword', 'passwordHash', 'codeHash', 'token', 'twoFactorSecret', 'twoFactorPendingSecret', 'recoveryCodes', 'code', 'createdAt', 'updatedAt', 'updatedBy']) {
      expect(isRecordable(field), field).toBe(false);
    }
    for (const field of ['nameEn', 'isActive', 'status', 'email', 'twoFactorEnabled']) expect(isRecordable(field), field).toBe(true);
  });

  it('lists a new record by the fields it holds, an update by those that moved, a deletion by what it held', () => {
    expect(recordedChange(subject, undefined, basic)).toEqual({
      action: 'package.created',
      entity: 'package',
      entityId: 4,
      summary: 'Basic',
      changes: { nameEn: [null, 'Basic'], features: [null, ['One']], isPopular: [null, false] },
    });
    const renamed = { ...basic, nameEn: 'Plus', features: ['One', 'Two'], updatedAt: '2026-11-02T00:00:00.000Z', passwordHash: 'y' };
    expect(recordedChange(subject, basic, renamed)).toMatchObject({ action: 'package.updated', summary: 'Plus', changes: { nameEn: ['Basic', 'Plus'], features: [['One'], ['One', 'Two']] } });
    expect(Object.keys(recordedChange(subject, basic, renamed)!.changes!)).toEqual(['nameEn', 'features']);
    expect(recordedChange(subject, basic, { ...basic, updatedAt: 'later' })).toBeUndefined();
    expect(recordedChange(subject, renamed, undefined)).toMatchObject({ action: 'package.deleted', changes: { nameEn: ['Plus', null], isPopular: [false, null] } });
  });

  it('cuts a long summary to 200 characters', () => {
    expect(shortLine('x'.repeat(500))).toHaveLength(200);
    expect(shortLine('short')).toBe('short');
    expect(changedFields(['price'], { price: '' }, { price: '10' })).toEqual({ price: ['', '10'] });
  });
});
