// lib/zod.ts first: it turns zod's JIT off before the link schema parses (the CSP forbids eval).
import '../../../lib/zod.ts';
import { type Link, type LinkTag, type SaveLinkInput, SaveLinkInputSchema } from '@app/shared/links';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { zodResolver } from '../../../lib/zod.ts';
import { useTagChoices } from '../hooks/use-tag-choices.ts';
import { LinkTagsField } from './link-tags-field.tsx';

const LinkFieldsSchema = SaveLinkInputSchema.pick({
  linkUrl: true,
  linkName: true,
  linkDescription: true,
  linkType: true,
});

const emptyFields = { linkUrl: '', linkName: '', linkDescription: '', linkType: '' };

type LinkFormProps = {
  /** The link being updated; absent when adding one. */
  link?: Link;
  knownTags: readonly LinkTag[];
  tagsLoading: boolean;
  saving: boolean;
  onSave: (input: SaveLinkInput) => void;
};

/**
 * The add and update form of spec §2 / §5: each message shows once its field was touched, and
 * Submit stays disabled while the form is invalid.
 */
export function LinkForm({ link, knownTags, tagsLoading, saving, onSave }: LinkFormProps) {
  const tags = useTagChoices(knownTags, link?.linkTags ?? []);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(LinkFieldsSchema),
    mode: 'all',
    defaultValues: link
      ? {
          linkUrl: link.linkUrl,
          linkName: link.linkName,
          linkDescription: link.linkDescription,
          linkType: link.linkType,
        }
      : emptyFields,
  });
  const { errors, touchedFields, isValid } = formState;
  const shown = (field: keyof typeof emptyFields) =>
    touchedFields[field] ? errors[field]?.message : undefined;

  const onSubmit = handleSubmit((values) =>
    onSave({
      ...(link ? { linkId: link.linkId } : {}),
      ...values,
      linkTags: tags.checkedTags.map(({ linkTagId, linkTagName }) => ({ linkTagId, linkTagName })),
    }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={link ? 'Update link' : 'Add new link'}>
      <TextField
        id="link-url"
        label="Url"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={shown('linkUrl')}
        {...register('linkUrl')}
      />
      <TextField id="link-name" label="Link Name" error={shown('linkName')} {...register('linkName')} />
      <TextField
        id="link-description"
        label="Description"
        error={shown('linkDescription')}
        {...register('linkDescription')}
      />
      <TextField id="link-type" label="Type" error={shown('linkType')} {...register('linkType')} />
      <LinkTagsField tags={tags} loading={tagsLoading} />
      <Button type="submit" disabled={!isValid || saving}>
        Submit
      </Button>
    </Form>
  );
}
