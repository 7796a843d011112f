import {
  INVALID_DOMAIN_MESSAGE,
  isDomainSyntaxValid,
  normalizeDomainInput,
} from '@app/shared/domains/domain-name';
import { type FormEvent, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

type DomainSearchFormProps = { onSearch: (domainName: string) => void; searching: boolean };

/** The domain input and Search button; a name that cannot be a domain is refused here (spec §5). */
export function DomainSearchForm({ onSearch, searching }: DomainSearchFormProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = isDomainSyntaxValid(text);
    setInvalid(!valid);
    if (valid) onSearch(normalizeDomainInput(text));
  };

  return (
    <Form noValidate onSubmit={onSubmit} role="search" aria-label="Domain search">
      <Form.Label htmlFor="domain-search">Find your domain</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          id="domain-search"
          type="text"
          inputMode="url"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          placeholder="yourbusiness.in"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
          isInvalid={invalid}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'domain-search-error' : undefined}
        />
        <Button type="submit" disabled={searching}>
          <i className="bi bi-search me-2" aria-hidden="true" />
          Search
        </Button>
        {invalid ? (
          <Form.Control.Feedback id="domain-search-error" type="invalid">
            {INVALID_DOMAIN_MESSAGE}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
    </Form>
  );
}
