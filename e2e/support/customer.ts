import type { APIRequestContext, Page } from '@playwright/test';

/** Registers a new customer through the API and keeps the session in the page's storage. */
export async function signInNewCustomer(page: Page, request: APIRequestContext): Promise<string> {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  const response = await request.post('/api/auth/register', {
    data: {
      username: 'Meera Iyer',
      email,
      password: 'meera-secret',
      mobile: '9845012345',
      address: 'Chennai',
    },
  });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()}`);
  const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
  await page.goto('/homepage');
  await page.evaluate(
    ({ tokens, email }) => {
      localStorage.setItem('authToken', tokens.accessToken);
      localStorage.setItem('refreshToken', tokens.refreshToken);
      localStorage.setItem('email', email);
    },
    { tokens, email },
  );
  return email;
}
