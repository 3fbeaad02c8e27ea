import { BOOKING_QUERY_PARAM } from '@shared/routes';
import { useRecordLink } from '../../hooks/use-record-link';

/** The booking the dashboard's address opens (`/admin/dashboard?booking=42`: a live toast, a lead's view, the desktop app's notification). */
export function useBookingLink() {
  const { id, open, close } = useRecordLink(BOOKING_QUERY_PARAM);
  return { bookingId: id, openBooking: open, closeBooking: close };
}
