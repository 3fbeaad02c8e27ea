import type { Language } from '@shared/constants';
import type { ManualPaymentKind, ManualPaymentMethod, PaymentMethodsInput } from '@shared/schemas/payment';

/** A manual method as the editor holds it: `key` is stable while the row lives, for React; never sent. */
export interface DraftMethod extends Omit<ManualPaymentMethod, 'id'> {
  key: number;
  /** The saved method's id; none for a method added here. */
  id?: number;
}

let lastKey = 0;
const nextKey = () => (lastKey += 1);

/** The editor's copy of the saved methods, in their order. */
export const draftOf = (methods: readonly ManualPaymentMethod[]): DraftMethod[] => methods.map((method) => ({ ...method, key: nextKey() }));

/** The body of PUT /api/payments/methods: the rows in their order, without their keys; a row removed here is left out. */
export const inputOf = (draft: readonly DraftMethod[]): PaymentMethodsInput => ({ methods: draft.map(({ key: _key, ...method }) => method) });

/**
 * A new active method of `kind`, named as its kind is usually named in each language (`nameIn`) for the practice to
 * change, with its instructions still to write.
 */
export const newMethod = (kind: ManualPaymentKind, nameIn: (language: Language) => string): DraftMethod => ({
  key: nextKey(),
  kind,
  nameEn: nameIn('en'),
  nameAr: nameIn('ar'),
  instructionsEn: '',
  instructionsAr: '',
  isActive: true,
});
