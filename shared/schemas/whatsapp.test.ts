import { describe, expect, it } from 'vitest';
import { bookingInputSchema } from './booking';
import { leadInputSchema } from './lead';
import { whatsappReplySchema } from './whatsapp';

const lead = { name: 'Hany', email: 'hany@example.com', phone: '0100 123 4567', message: 'Hello' };
const booking = { typeId: 1, start: '2026-12-03T08:00:00Z', name: 'Hany', email: 'hany@example.com', phone: '0100 123 4567' };

describe('the WhatsApp consent of the public forms', () => {
  it('is optional, a boolean in JSON, and `on` from a checkbox posted without JavaScript', () => {
    for (const schema of [leadInputSchema, bookingInputSchema]) {
      const base = schema === leadInputSchema ? lead : booking;
      expect(schema.parse(base).whatsapp).toBeUndefined();
      expect(schema.parse({ ...base, whatsapp: true }).whatsapp).toBe(true);
      expect(schema.parse({ ...base, whatsapp: false }).whatsapp).toBe(false);
      expect(schema.parse({ ...base, whatsapp: 'on' }).whatsapp).toBe(true);
      expect(schema.safeParse({ ...base, whatsapp: 'yes' }).success).toBe(false);
    }
  });

  it("takes the practice's reply as text of at most 4096 characters, and nothing else", () => {
    expect(whatsappReplySchema.parse({ text: ' Yes ' })).toEqual({ text: 'Yes' });
    expect(whatsappReplySchema.safeParse({ text: 'x'.repeat(4097) }).success).toBe(false);
    expect(whatsappReplySchema.safeParse({ text: 'Yes', template: 'x' }).success).toBe(false);
  });
});
