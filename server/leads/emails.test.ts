import { describe, expect, it } from 'vitest';
import type { Lead } from '@shared/schemas/lead';
import { documentHead } from '../test/rendered-pages';
import { leadAlertEmail, visitorConfirmationEmail } from './emails';

const lead: Lead = {
  id: 7,
  name: 'Sam & <Co> "Ltd"',
  email: 'sam@example.com',
  phone: '',
  packageInterest: 'other',
  message: 'Hello',
  language: 'en',
  isRead: false,
  status: 'new',
  submittedAt: '2026-12-01T08:00:00.000Z',
};

describe('the e-mails about a lead', () => {
  it('give the practice’s alert a title equal to its subject, in English, whatever the visitor’s name holds', () => {
    for (const name of [lead.name, 'منى حسن']) {
      const alert = leadAlertEmail({ ...lead, name }, { packageName: 'Other', link: 'https://dietbar.example/admin/dashboard?lead=7' });
      expect(alert.subject).toBe(`New lead: ${name}`);
      expect(documentHead(alert.html)).toEqual({ lang: 'en', dir: 'ltr', titles: [alert.subject] });
    }
  });

  it('give the visitor’s thank-you a title equal to its subject, in English left to right and in Arabic right to left', () => {
    const english = visitorConfirmationEmail('en');
    const arabic = visitorConfirmationEmail('ar');
    expect([english.subject, arabic.subject]).toEqual(['We received your message: DietBar', 'تلقّينا رسالتك: دايت بار']);
    expect(documentHead(english.html)).toEqual({ lang: 'en', dir: 'ltr', titles: [english.subject] });
    expect(documentHead(arabic.html)).toEqual({ lang: 'ar', dir: 'rtl', titles: [arabic.subject] });
  });
});
