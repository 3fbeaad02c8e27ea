import { createContext } from 'react';
import type { ContactFormState } from '@shared/contact-form-state';

/** The refused form the page was rendered with, on the server and again when it hydrates; undefined otherwise. */
export const ContactFormStateContext = createContext<ContactFormState | undefined>(undefined);
