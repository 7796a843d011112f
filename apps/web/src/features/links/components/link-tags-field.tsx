import { type KeyboardEvent, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import type { TagChoices } from '../hooks/use-tag-choices.ts';

type LinkTagsFieldProps = { tags: TagChoices; loading: boolean };

/** Spec §2: a checkbox per known tag, and a text input with Add for a new one. */
export function LinkTagsField({ tags, loading }: LinkTagsFieldProps) {
  const [newTag, setNewTag] = useState('');

  const addNewTag = () => {
    tags.add(newTag);
    setNewTag('');
  };
  // Enter adds the tag rather than submitting the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addNewTag();
  };

  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Tags</legend>
      {loading && tags.choices.length === 0 ? <p className="text-body-secondary">Loading tags…</p> : null}
      {!loading && tags.choices.length === 0 ? <p className="text-body-secondary">No tags yet.</p> : null}
      <div className="d-flex flex-wrap gap-3 mb-2">
        {tags.choices.map((tag, index) => (
          <Form.Check
            key={tag.linkTagName.toLowerCase()}
            id={`link-tag-${index}`}
            type="checkbox"
            label={tag.linkTagName}
            checked={tags.isChecked(tag)}
            onChange={() => tags.toggle(tag)}
          />
        ))}
      </div>
      <Form.Label htmlFor="link-new-tag">New tag</Form.Label>
      <InputGroup className="link-new-tag">
        <Form.Control
          id="link-new-tag"
          value={newTag}
          maxLength={100}
          onChange={(event) => setNewTag(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline-secondary" onClick={addNewTag}>
          Add
        </Button>
      </InputGroup>
    </fieldset>
  );
}
