import type { ReactNode } from 'react';
import { BookingFormStateContext } from '../site/features/booking/booking-form-context';
import { ContactFormStateContext } from '../site/features/landing/contact-form-context';
import type { RefusedForms } from './page-data';

/** Hands each form the state it was refused in when it was posted without JavaScript (on the server and in the browser). */
export function RefusedFormsProvider({ forms, children }: { forms: RefusedForms | undefined; children: ReactNode }) {
  return (
    <ContactFormStateContext.Provider value={forms?.contactForm}>
      <BookingFormStateContext.Provider value={forms?.bookingForm}>{children}</BookingFormStateContext.Provider>
    </ContactFormStateContext.Provider>
  );
}
