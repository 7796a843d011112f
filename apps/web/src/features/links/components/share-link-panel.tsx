import '../../../lib/zod.ts';
import { type Link, ShareLinkInputSchema } from '@app/shared/links';
import { Button, Form, InputGroup, ListGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { notify } from '../../../lib/toast.tsx';
import { zodResolver } from '../../../lib/zod.ts';
import { useShareLink, useUnshareLink } from '../api/share-link.ts';
import { useLinksErrorHandler } from '../hooks/use-links-error-handler.tsx';
import { linksNotices } from '../links-text.ts';

/** The owner shares a link with other administrators and takes it back (design §3). */
export function ShareLinkPanel({ link }: { link: Link }) {
  const share = useShareLink();
  const unshare = useUnshareLink();
  const reportError = useLinksErrorHandler();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(ShareLinkInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const emailError = formState.errors.email?.message;

  const onShare = handleSubmit(({ email }) =>
    share.mutate(
      { linkId: link.linkId, email },
      {
        onSuccess: () => {
          notify.success(linksNotices.sharedWith(email));
          reset();
        },
        onError: (error) => reportError(error),
      },
    ),
  );
  const onUnshare = (email: string) =>
    unshare.mutate(
      { linkId: link.linkId, email },
      {
        onSuccess: () => notify.success(linksNotices.unsharedWith(email)),
        onError: (error) => reportError(error),
      },
    );

  return (
    <section aria-labelledby="share-link-title" className="mb-4">
      <h2 id="share-link-title" className="h5">
        Share
      </h2>
      <Form noValidate onSubmit={onShare} className="mb-3">
        <Form.Label htmlFor="share-email">Administrator email</Form.Label>
        <InputGroup hasValidation>
          <Form.Control
            id="share-email"
            type="email"
            autoComplete="off"
            isInvalid={Boolean(emailError)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? 'share-email-error' : undefined}
            {...register('email')}
          />
          <Button type="submit" disabled={share.isPending}>
            Share
          </Button>
          {emailError ? (
            <Form.Control.Feedback id="share-email-error" type="invalid">
              {emailError}
            </Form.Control.Feedback>
          ) : null}
        </InputGroup>
      </Form>
      {link.sharedWith.length === 0 ? (
        <p className="text-body-secondary">Not shared with anyone yet.</p>
      ) : (
        <ListGroup as="ul" aria-label="Shared with">
          {link.sharedWith.map((email) => (
            <ListGroup.Item
              as="li"
              key={email}
              className="d-flex align-items-center justify-content-between gap-2"
            >
              <span className="text-break">{email}</span>
              <Button
                size="sm"
                variant="outline-danger"
                disabled={unshare.isPending}
                onClick={() => onUnshare(email)}
              >
                Unshare <span className="visually-hidden">{email}</span>
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}
