import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useAdminTranslation } from '../../i18n';
import { AgendaPanel } from './agenda-panel';
import { AvailabilityPanel } from './availability-panel';
import { BookingDialog } from './booking-dialog';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { ConsultationTypesPanel } from './consultation-types-panel';
import { PaymentMethodsPanel } from './payment-methods-panel';
import { useBookingLink } from './use-booking-link';

export const BOOKINGS_SECTIONS = ['agenda', 'types', 'availability', 'payments', 'feed'] as const;
type Section = (typeof BOOKINGS_SECTIONS)[number];

const useStyles = makeStyles({
  // The parts wrap onto a second line on a phone rather than scroll out of sight.
  sections: { flexWrap: 'wrap', marginBlockEnd: tokens.spacingVerticalL },
});

/**
 * The Bookings area: the agenda, the consultation types, the opening hours and booking rules, the ways of paying by
 * hand, and the private calendar address; a booking's own view opens over it (`?booking=ID`).
 */
export function BookingsTab() {
  const styles = useStyles();
  const { t } = useAdminTranslation();
  const [section, setSection] = useState<Section>('agenda');
  const { bookingId, openBooking, closeBooking } = useBookingLink();

  return (
    <>
      <TabList className={styles.sections} size="small" selectedValue={section} onTabSelect={(_, data) => setSection(data.value as Section)} aria-label={t('bookings.sectionsLabel')}>
        {BOOKINGS_SECTIONS.map((value) => (
          <Tab key={value} value={value} id={`bookings-${value}`} aria-controls="bookings-section">
            {t(`bookings.sections.${value}`)}
          </Tab>
        ))}
      </TabList>
      <div id="bookings-section" role="tabpanel" aria-labelledby={`bookings-${section}`}>
        {section === 'agenda' ? (
          <AgendaPanel onOpen={openBooking} />
        ) : section === 'types' ? (
          <ConsultationTypesPanel />
        ) : section === 'availability' ? (
          <AvailabilityPanel />
        ) : section === 'payments' ? (
          <PaymentMethodsPanel />
        ) : (
          <CalendarFeedPanel />
        )}
      </div>
      {bookingId !== undefined ? <BookingDialog key={bookingId} id={bookingId} onClose={closeBooking} /> : null}
    </>
  );
}
