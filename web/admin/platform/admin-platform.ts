import type { PaymentNotice } from '@shared/api-types';
import type { Language } from '@shared/constants';
import type { AdminUser } from '@shared/schemas/auth';
import type { BookingNotice } from '@shared/schemas/booking';
import type { LeadNotice } from '@shared/schemas/lead';
import type { WhatsappNotice } from '@shared/schemas/whatsapp';
import type { ApiAnswer, RequestOptions } from '../../shared/api-client';

export interface Credentials {
  email: string;
  password: string;
  /** With two-factor on: the app's current code or an unused recovery code. */
  code?: string;
}

export interface SetupInput {
  name: string;
  email: string;
  password: string;
}

/** The desktop app's choice of server; the browser always talks to the server that served the page. */
export interface ServerAddress {
  current(): Promise<string | null>;
  /** Checks and remembers the address; false when no DietBar server answers there. */
  change(url: string): Promise<boolean>;
  /** The app menu asked to pick another server; returns an unsubscribe. */
  onChangeRequested(listener: () => void): () => void;
}

/**
 * Everything that differs between the admin in a browser and the admin inside the desktop app.
 * The rest of the admin code talks to this interface only and never asks which one it runs on.
 */
export interface AdminPlatform {
  readonly kind: 'web' | 'desktop';
  /** Calls the API; resolves to the parsed JSON or throws ApiError ('<status>: <body>'). */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Calls the API as `request` does, with the answer's headers too (the total of a paged list). */
  exchange<T>(path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  /** Posts multipart form data, reporting the share sent so far (0 to 1). */
  upload<T>(path: string, body: FormData, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T>;
  /** Fetches a file the API serves (the leads CSV). */
  fetchFile(path: string): Promise<Blob>;
  /** An url the page can show for a stored image path such as '/uploads/a.png'. */
  assetUrl(url: string): string;
  /** Where 'View website' leads. */
  websiteUrl(): string;
  signIn(credentials: Credentials): Promise<AdminUser>;
  /** Creates the first admin and signs in as them. */
  setUp(input: SetupInput): Promise<AdminUser>;
  /** Ends the session on the server and forgets local credentials. */
  signOut(): Promise<void>;
  /** Calls `listener` for each new lead while subscribed; returns an unsubscribe. */
  watchLeads(listener: (lead: LeadNotice) => void): () => void;
  /** Calls `listener` for each new booking while subscribed; returns an unsubscribe. */
  watchBookings(listener: (booking: BookingNotice) => void): () => void;
  /** Calls `listener` for each payment notice (a late payment refunded) while subscribed; returns an unsubscribe. */
  watchPaymentNotices(listener: (notice: PaymentNotice) => void): () => void;
  /** Calls `listener` for each WhatsApp message a visitor wrote while subscribed; returns an unsubscribe. */
  watchWhatsappMessages(listener: (notice: WhatsappNotice) => void): () => void;
  /** Calls `listener` with a lead's id when something outside the page (a notification, the tray) asks to open it. */
  onOpenLead(listener: (id: number) => void): () => void;
  /** Calls `listener` with a booking's id when something outside the page (a notification) asks to open it. */
  onOpenBooking(listener: (id: number) => void): () => void;
  reportUnreadCount(count: number): void;
  reportLanguage(language: Language): void;
  /** Present only where the user chooses the server (the desktop app). */
  readonly serverAddress?: ServerAddress;
}
