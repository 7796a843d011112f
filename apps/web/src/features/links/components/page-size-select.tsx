import { LINK_PAGE_SIZES } from '@app/shared/links/constants';
import { Form } from 'react-bootstrap';

type PageSizeSelectProps = { value: number; onChange: (size: number) => void };

/** Spec §2: 5, 10, 25, 50, 75 or 100 links a page. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  return (
    <Form.Group controlId="links-page-size" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0 text-nowrap">Page size</Form.Label>
      <Form.Select size="sm" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {LINK_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
