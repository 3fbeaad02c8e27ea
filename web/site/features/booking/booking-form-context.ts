import { createContext } from 'react';
import type { BookingFormState } from '@shared/booking-form-state';

/** The refused booking form the page was rendered with, on the server and again when it hydrates; undefined otherwise. */
export const BookingFormStateContext = createContext<BookingFormState | undefined>(undefined);
