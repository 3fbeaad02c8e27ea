import type { ReactNode } from 'react';
import styles from './booking.module.css';

/** One step of the booking pages (a choice to make, the booking's details): a section that its heading names. */
export function BookingStep({ titleId, title, testId, children }: { titleId: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <section className={styles['booking-step']} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={styles['booking-step__title']}>
        {title}
      </h2>
      {children}
    </section>
  );
}
