import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const site = {
  companyName: 'Acme Web Works',
  supportEmail: 'help@acme.example',
  supportPhone: '+91 90000 11111',
  whatsappNumber: '919000022222',
  companyAddress: '1 Test Road, Pune',
  gstin: '27ABCDE1234F1Z5',
  publicUrl: 'https://acme.example',
  paymentMode: 'emulator',
};

describe('home page', () => {
  it('shows the hero, three services, about and contact sections from site info', async () => {
    stubFetch(() => jsonResponse(200, site));
    renderApp('/homepage');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'About Acme Web Works' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const service of ['Web Development', 'Fully Managed Solution', 'Maintenance & Support']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
    }
    const contact = within(screen.getByRole('region', { name: 'Get in touch' }));
    expect(contact.getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute(
      'href',
      'tel:+919000011111',
    );
    expect(contact.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
    expect(contact.getByRole('link', { name: '+91 90000 22222' })).toHaveAttribute(
      'href',
      'https://wa.me/919000022222',
    );
    expect(screen.getByText(/1 Test Road, Pune/)).toBeInTheDocument();
    expect(document.title).toBe('Acme Web Works');
  });

  it('Get Started goes to /plans', async () => {
    stubFetch(() => jsonResponse(200, site));
    const { user, currentPath } = renderApp('/homepage');
    await user.click(await screen.findByRole('link', { name: 'Get Started' }));
    await waitFor(() => expect(currentPath()).toBe('/plans'));
  });
});
