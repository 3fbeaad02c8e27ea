/** The event a Get Started button sends to the contact form with the chosen package's value (see package-choice.tsx). */
export const CHOOSE_PACKAGE_EVENT = 'dietbar:choose-package';

/** The contact form, and its package field, which a Get Started button fills before the form has hydrated. */
export const CONTACT_FORM_ID = 'contact-form';
export const PACKAGE_FIELD_ID = 'contact-packageInterest';

/** The query parameter of a Get Started link: the landing page renders the form with that package chosen. */
export const CHOSEN_PACKAGE_PARAM = 'package';
