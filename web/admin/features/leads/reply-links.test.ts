import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '@shared/schemas/lead';
import { callLink, emailLink, statusAfterReply, whatsappLink } from './reply-links';

describe('quick reply links', () => {
  it.each([
    ['01001234567', { href: 'https://wa.me/201001234567' }],
    ['+20 100 123 4567', { href: 'https://wa.me/201001234567' }],
    ['٠١٠٠١٢٣٤٥٦٧', { href: 'https://wa.me/201001234567' }],
    ['+44 20 7946 0958', { href: 'https://wa.me/442079460958' }],
    ['', { unavailable: 'noPhone' }],
    [undefined, { unavailable: 'noPhone' }],
    ['123', { unavailable: 'notANumber' }],
    ['call me', { unavailable: 'notANumber' }],
  ])('WhatsApp for %j', (phone, expected) => {
    expect(whatsappLink(phone)).toEqual(expected);
  });

  it.each([
    ['010 0123 4567', 'tel:+201001234567'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['ext. 123', 'tel:123'],
    ['', null],
    ['none', null],
  ])('a call to %j', (phone, expected) => {
    expect(callLink(phone)).toBe(expected);
  });

  it('writes an e-mail with its subject and greeting, in any script, without breaking the address', () => {
    const link = emailLink('laila+diet@example.com', 'رسالتك إلى DietBar', 'مرحبًا ليلى،\n\nشكرًا & أهلًا?');
    expect(link.startsWith('mailto:laila%2Bdiet@example.com?subject=')).toBe(true);
    const url = new URL(link);
    expect(url.searchParams.get('subject')).toBe('رسالتك إلى DietBar');
    expect(url.searchParams.get('body')).toBe('مرحبًا ليلى،\n\nشكرًا & أهلًا?');
  });

  it('moves a new lead to contacted when it is answered, and leaves every other status alone', () => {
    expect(statusAfterReply('new')).toBe('contacted');
    expect(LEAD_STATUSES.filter((status) => status !== 'new').map(statusAfterReply)).toEqual([undefined, undefined, undefined]);
  });
});
