import type { ReactNode } from 'react';
import type { BookingFormState } from '@shared/booking-form-state';
import type { ContactFormState } from '@shared/contact-form-state';
import { BookingFormStateContext } from '../site/features/booking/booking-form-context';
import { ContactFormStateContext } from '../site/features/landing/contact-form-context';

/** A form posted without JavaScript and refused: shown again with its values, its marked fields and the reason. */
export interface RefusedForms {
  contactForm?: ContactFormState;
  bookingForm?: BookingFormState;
}

/** Hands each form the state it was refused in when it was posted without JavaScript (its island's props carry it on). */
export function RefusedFormsProvider({ forms, children }: { forms: RefusedForms | undefined; children: ReactNode }) {
  return (
    <ContactFormStateContext.Provider value={forms?.contactForm}>
      <BookingFormStateContext.Provider value={forms?.bookingForm}>{children}</BookingFormStateContext.Provider>
    </ContactFormStateContext.Provider>
  );
}
