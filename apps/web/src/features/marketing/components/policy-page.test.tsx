import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import type { PolicyContent } from '../content/policy-content.ts';
import { PolicyPage } from './policy-page.tsx';

const site = {
  companyName: 'Acme Web Works',
  supportEmail: 'help@acme.example',
  supportPhone: '+91 90000 11111',
  whatsappNumber: '919000011111',
  companyAddress: '1 Test Road, Pune',
  gstin: '27ABCDE1234F1Z5',
  publicUrl: 'https://acme.example',
  paymentMode: 'emulator',
};

const content: PolicyContent = {
  title: 'Sample Policy',
  description: 'What {company} promises.',
  sections: [
    { heading: 'First part', paragraphs: ['{company} answers at {supportEmail}.', 'Second paragraph.'] },
    { heading: 'Second part', list: ['Call {supportPhone}', 'Visit {companyAddress}'] },
  ],
};

function renderPolicy() {
  stubFetch((call) => (call.path === '/api/v1/site' ? jsonResponse(200, site) : jsonResponse(404, {})));
  const router = createMemoryRouter([{ path: '/', element: <PolicyPage content={content} /> }]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('PolicyPage', () => {
  it('renders the title, date, sections and lists with company details filled in', async () => {
    renderPolicy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sample Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last Updated At: 14 Aug 2025')).toBeInTheDocument();
    expect(await screen.findByText('Acme Web Works answers at help@acme.example.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Second part' })).toBeInTheDocument();
    expect(screen.getByText('Call +91 90000 11111')).toBeInTheDocument();
    expect(screen.getByText('Visit 1 Test Road, Pune')).toBeInTheDocument();
    expect(screen.queryByText(/\{\w+\}/)).not.toBeInTheDocument();
  });

  it('sets the document title and description, with one h1 inside <main>', async () => {
    renderPolicy();
    await screen.findByText('Acme Web Works answers at help@acme.example.');
    expect(document.title).toBe('Sample Policy | Acme Web Works');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'What Acme Web Works promises.',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('shows the same navbar and a footer linking every policy page', async () => {
    renderPolicy();
    expect(await screen.findByRole('link', { name: /Acme Web Works/ })).toHaveAttribute('href', '/homepage');
    const footer = screen.getByRole('navigation', { name: 'Policies' });
    expect(footer.querySelectorAll('a')).toHaveLength(8);
    expect(screen.getByText(/© \d{4} Acme Web Works/)).toBeInTheDocument();
  });
});
