import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@shared/constants';
import type { BookingFormState } from '@shared/booking-form-state';
import type { ContactFormState } from '@shared/contact-form-state';
import { jsonInScript } from '@shared/json-in-script';

/** The id of the `<script type="application/json">` that carries a rendered page's data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/** A form posted without JavaScript and refused: shown again with its values, its marked fields and the reason. */
export interface RefusedForms {
  contactForm?: ContactFormState;
  bookingForm?: BookingFormState;
}

/**
 * What the server hands the browser with a rendered page, so that hydration starts from exactly the state the HTML
 * was rendered from: the language, every read the page showed, and the refused form it shows again.
 */
export interface PageData extends RefusedForms {
  language: Language;
  queries: DehydratedState;
}

/** The JSON for the data script, safe inside HTML (see jsonInScript). */
export const serializePageData = (data: PageData) => jsonInScript(data);
