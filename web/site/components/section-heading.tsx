import type { ReactNode } from 'react';

/** The eyebrow, title and lead of a page section; `id` labels the section for assistive technology. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="section-heading">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {children && <p className="section-heading__lead">{children}</p>}
    </div>
  );
}
