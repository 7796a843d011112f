import type { ReactNode } from 'react';

type LinksPageHeadingProps = { title: string; children?: ReactNode };

/** A links screen's heading with its buttons (Back, Home…) beside it, wrapping on a phone. */
export function LinksPageHeading({ title, children }: LinksPageHeadingProps) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <h1 className="h3 mb-0">{title}</h1>
      {children ? <div className="d-flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
