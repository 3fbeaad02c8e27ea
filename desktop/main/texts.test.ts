import { describe, expect, it } from 'vitest';
import { notificationText, trayBadge, trayTooltip } from './texts';

describe('notification text', () => {
  it('names the submitter and starts the message, in English and Arabic', () => {
    const submission = { name: 'Mona Adel', message: 'Hello,\n I would like the premium plan.' };
    expect(notificationText(submission, 'en')).toEqual({ title: 'New contact submission', body: 'Mona Adel: Hello, I would like the premium plan.' });
    expect(notificationText({ name: 'منى عادل', message: 'أود الاشتراك' }, 'ar')).toEqual({ title: 'طلب تواصل جديد', body: 'منى عادل: أود الاشتراك' });
  });
});

describe('tray', () => {
  it('shows the unread count in the tooltip and badge', () => {
    expect(trayTooltip(0, 'en')).toBe('DietBar Admin');
    expect(trayTooltip(1, 'en')).toBe('DietBar Admin: 1 unread lead');
    expect(trayTooltip(3, 'en')).toBe('DietBar Admin: 3 unread leads');
    expect(trayTooltip(12, 'ar')).toBe('لوحة تحكم DietBar — الطلبات غير المقروءة: 12');
    expect([0, 7, 99, 100].map(trayBadge)).toEqual(['', '7', '99', '99+']);
  });
});
