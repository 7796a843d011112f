import type { ReactNode } from 'react';

export type Detail = { label: string; value: ReactNode };

/** Label and value pairs, side by side on wide screens. A missing value reads 'Not available'. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="mb-0">
      {details.map(({ label, value }) => (
        <div key={label} className="col-12 d-sm-flex border-bottom py-2">
          <dt className="col-sm-5 fw-semibold">{label}</dt>
          <dd className="col-sm-7 mb-0 text-break">{value ?? 'Not available'}</dd>
        </div>
      ))}
    </dl>
  );
}
