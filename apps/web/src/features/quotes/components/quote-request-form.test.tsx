import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { errorResponse, jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { expectToast } from '../../../testing/shop-fixtures.ts';
import { QuoteRequestForm } from './quote-request-form.tsx';

const sentMessage =
  'Thank you! Your quote request has been sent. We will get back to you within 2 working days.';

function renderForm(handler: Parameters<typeof stubFetch>[0] = () => jsonResponse(201, {})) {
  const net = stubFetch(handler);
  const user = userEvent.setup();
  render(
    <AppProvider>
      <QuoteRequestForm />
    </AppProvider>,
  );
  const form = within(screen.getByRole('form', { name: 'Request a custom quote' }));
  return { net, user, form };
}

async function fillValidQuote({ user, form }: Pick<ReturnType<typeof renderForm>, 'user' | 'form'>) {
  await user.type(form.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(form.getByLabelText('Mobile'), '9876543210');
  await user.type(form.getByLabelText('Email'), 'Ravi@Example.in');
  await user.type(form.getByLabelText('Description of Requirement'), 'A booking site{Enter}with payments');
}

describe('quote request form', () => {
  it('shows every message on an empty submit and sends nothing', async () => {
    const { user, form, net } = renderForm();
    await user.click(form.getByRole('button', { name: 'Request Quote' }));
    for (const text of [
      'Proper name is required',
      'Mobile is required',
      'Email is required',
      'Description of Requirement is required',
    ]) {
      expect(await form.findByText(text)).toBeInTheDocument();
    }
    expect(form.getByLabelText('Description of Requirement')).toHaveAccessibleDescription(
      '0 / 1000 Description of Requirement is required',
    );
    expect(net.calls).toHaveLength(0);
  });

  it('shows a field message once the field is left', async () => {
    const { user, form } = renderForm();
    await user.type(form.getByLabelText('Mobile'), '98765');
    await user.tab();
    expect(await form.findByText('invalid Mobile Number')).toBeInTheDocument();
    expect(form.queryByText('Proper name is required')).not.toBeInTheDocument();
  });

  it('counts the description and holds at most 1000 characters', async () => {
    const { user, form } = renderForm();
    const description = form.getByLabelText('Description of Requirement');
    expect(form.getByText('0 / 1000')).toBeInTheDocument();
    await user.type(description, 'Shop');
    expect(form.getByText('4 / 1000')).toBeInTheDocument();
    expect(description).toHaveAttribute('maxLength', '1000');
    fireEvent.input(description, { target: { value: 'x'.repeat(1000) } });
    expect(form.getByText('1000 / 1000')).toBeInTheDocument();
  });

  it('sends the quote, shows the server message as a Success toast and clears the form', async () => {
    const { net, ...rendered } = renderForm(() => jsonResponse(201, { quoteId: 'Q1', message: sentMessage }));
    await fillValidQuote(rendered);
    await rendered.user.click(rendered.form.getByRole('button', { name: 'Request Quote' }));

    await expectToast('Success', sentMessage);
    const [call] = net.callsTo('/api/v1/quotes');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.body).toEqual({
      name: 'Ravi Kumar',
      mobile: '9876543210',
      email: 'ravi@example.in',
      description: 'A booking site\nwith payments',
    });
    expect(rendered.form.getByLabelText('Name')).toHaveValue('');
    expect(rendered.form.getByText('0 / 1000')).toBeInTheDocument();
  });

  it('shows a failure as an Error toast and keeps what was typed', async () => {
    const rendered = renderForm(() => errorResponse(429, 'Too many quote requests. Please try later.'));
    await fillValidQuote(rendered);
    await rendered.user.click(rendered.form.getByRole('button', { name: 'Request Quote' }));

    await expectToast('Error', 'Too many quote requests. Please try later.');
    expect(rendered.form.getByLabelText('Name')).toHaveValue('Ravi Kumar');
    expect(rendered.form.getByLabelText('Description of Requirement')).toHaveValue(
      'A booking site\nwith payments',
    );
  });
});
