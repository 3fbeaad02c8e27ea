/** Maximum lengths shared by the database schema, the server's validation and the forms. */
export const LIMITS = {
  name: 200,
  shortText: 255,
  categoryName: 100,
  platform: 50,
  url: 500,
  legalType: 50,
  price: 50,
  icon: 50,
  slug: 200,
  email: 254,
  phone: 50,
  packageInterest: 50,
  excerpt: 1000,
  /** What a picture shows, for whoever cannot see it. */
  imageAlt: 250,
  feature: 300,
  features: 30,
  images: 30,
  message: 5000,
  /** A note on a lead. */
  leadNote: 2000,
  /** The leads inbox's search box. */
  leadSearch: 200,
  /** A consultation's place: an address, or the online meeting's link. */
  location: 500,
  /** Opening hours: ranges in a week (several a day), dates with their own hours (one a date over the longest horizon), and ranges on one such date. */
  weeklyRanges: 50,
  availabilityExceptions: 730,
  exceptionRanges: 10,
  longText: 100_000,
  siteContentKey: 100,
  password: { min: 10, max: 256 },
  /** A typed two-factor code: 6 digits, or a recovery code (16 characters in groups of four). */
  twoFactorCode: 64,
  /** How to pay by hand (an InstaPay address, a bank account), in one language. */
  paymentInstructions: 2000,
  /** The practice's manual payment methods. */
  paymentMethods: 10,
  /** How a payment by hand was received or paid back. */
  paymentReference: 500,
  /** A WhatsApp text message: Meta takes at most 4096 characters. */
  whatsappText: 4096,
} as const;
