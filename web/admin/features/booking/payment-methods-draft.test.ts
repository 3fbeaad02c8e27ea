import { describe, expect, it } from 'vitest';
import { paymentMethodsInputSchema } from '@shared/schemas/payment';
import { draftOf, inputOf, newMethod } from './payment-methods-draft';

const saved = [
  { id: 4, kind: 'instapay' as const, nameEn: 'InstaPay', nameAr: 'إنستاباي', instructionsEn: 'Send to dietbar@instapay', instructionsAr: 'حوّل إلى dietbar@instapay', isActive: true },
  { id: 7, kind: 'cash' as const, nameEn: 'Cash', nameAr: 'نقدًا', instructionsEn: 'At the clinic', instructionsAr: 'في العيادة', isActive: false },
];

describe('the manual methods draft', () => {
  it('sends the saved methods back as they were, in their order, and the server takes them', () => {
    const input = inputOf(draftOf(saved));
    expect(input).toEqual({ methods: saved });
    expect(paymentMethodsInputSchema.safeParse(input).success).toBe(true);
  });

  it('gives each row its own key, never sent', () => {
    const draft = draftOf(saved);
    expect(new Set(draft.map((row) => row.key)).size).toBe(2);
    expect(JSON.stringify(inputOf(draft))).not.toContain('key');
  });

  it('adds a new active method without an id, named in both languages, whose instructions are still to write', () => {
    const added = newMethod('bank_transfer', (language) => (language === 'ar' ? 'تحويل بنكي' : 'Bank transfer'));
    const [sent] = inputOf([added]).methods;
    expect(sent).toEqual({ kind: 'bank_transfer', nameEn: 'Bank transfer', nameAr: 'تحويل بنكي', instructionsEn: '', instructionsAr: '', isActive: true });
    const parsed = paymentMethodsInputSchema.safeParse({ methods: [sent] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['methods.0.instructionsAr', 'methods.0.instructionsEn']);
  });
});
