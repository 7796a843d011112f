import { LINK_SEARCH_MIN_LENGTH } from '@app/shared/links/constants';
import { type FormEvent, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { isSearch } from '../api/get-links.ts';
import { useListParams } from '../hooks/use-list-params.ts';

/** Spec §4: searching needs at least 2 characters; anything shorter shows the plain list. */
export function LinksSearchForm() {
  const [params, update] = useListParams();
  const [text, setText] = useState(params.search);
  // The address can change the search too (Back, or Home back to /home): show what is searched.
  const [shownSearch, setShownSearch] = useState(params.search);
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    setText(params.search);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: isSearch(text) ? text.trim() : '', page: 1 });
  };

  return (
    <Form role="search" onSubmit={onSubmit} className="mb-3">
      <Form.Label htmlFor="links-search" className="visually-hidden">
        Search links
      </Form.Label>
      <InputGroup>
        <Form.Control
          id="links-search"
          type="search"
          placeholder="Search links"
          value={text}
          maxLength={200}
          aria-describedby="links-search-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </InputGroup>
      <Form.Text id="links-search-hint">
        At least {LINK_SEARCH_MIN_LENGTH} characters; fewer shows all your links.
      </Form.Text>
    </Form>
  );
}
