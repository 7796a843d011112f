import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

describe('administrator sign-up (/signup)', () => {
  it('shows each message when a touched field is empty and keeps Sign up disabled', async () => {
    const { user } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Admin Sign Up' });
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();

    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByText('Email is Required!')).toBeInTheDocument();
    expect(screen.getByText('password is Required!')).toBeInTheDocument();
    expect(screen.getByText('Username is Required!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('only says registrations are disabled and makes no network call', async () => {
    const net = stubFetch(() => new Response(null, { status: 500 }));
    const { user } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Admin Sign Up' });
    await user.type(screen.getByLabelText('Email'), 'new@example.in');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.type(screen.getByLabelText('Username'), 'newbie');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New Registrations are Disabled for now. Please, contact admin',
    );
    expect(net.calls).toHaveLength(0);
  });

  it('links back to sign-in', async () => {
    renderApp('/signup');
    expect(await screen.findByRole('link', { name: /login/i })).toHaveAttribute('href', '/loginadmin');
  });
});
