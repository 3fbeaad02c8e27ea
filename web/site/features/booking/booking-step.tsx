import type { ReactNode } from 'react';

/** One step of the booking pages (a choice to make, the booking's details): a section that its heading names. */
export function BookingStep({ titleId, title, testId, children }: { titleId: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <section className="booking-step" aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className="booking-step__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
