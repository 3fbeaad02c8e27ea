import { describe, expect, it } from 'vitest';
import { leadListQuerySchema } from '@shared/schemas/lead';
import { dayEnd, dayStart, leadListQuery, leadSearchParams, NO_LEAD_FILTERS } from './lead-query';

describe('the inbox query', () => {
  it('names nothing without filters', () => {
    expect(leadListQuery(NO_LEAD_FILTERS)).toEqual({});
    expect(leadSearchParams({})).toBe('');
  });

  it('turns views, search, package and days into what the server reads, and the server takes it', () => {
    const query = leadListQuery({ view: 'contacted', q: '  فاطمة ', package: '3', from: '2026-11-01', to: '2026-11-30' });
    expect(query).toEqual({ status: 'contacted', q: 'فاطمة', package: '3', from: dayStart('2026-11-01'), to: dayEnd('2026-11-30') });
    expect(leadListQuery({ ...NO_LEAD_FILTERS, view: 'unread' })).toEqual({ isRead: 'false' });
    const parsed = leadListQuerySchema.safeParse({ ...query, limit: '5', offset: '10' });
    expect(parsed.success).toBe(true);
    const search = new URLSearchParams(leadSearchParams({ ...query, limit: '5' }));
    expect(search.get('q')).toBe('فاطمة');
    expect(search.get('limit')).toBe('5');
  });

  it('takes days in the admin’s own time zone, the whole of each', () => {
    const start = new Date(dayStart('2026-03-05'));
    const end = new Date(dayEnd('2026-03-05'));
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2026, 2, 5, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([5, 23, 59, 59, 999]);
  });
});
