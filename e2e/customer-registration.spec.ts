import { expect, expectNoSeriousA11yViolations, gotoInteractive, test } from './support/fixtures.ts';

test.describe('customer sign-up and log-in during checkout', () => {
  test('shows every validation message, then registers and continues to the cart', async ({ page }) => {
    // The way a buyer arrives: Buy Now while signed out.
    await gotoInteractive(page, '/plans');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutuser$/);
    await expect(page.getByRole('radio', { name: 'Signup - New User' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    const form = page.getByRole('form', { name: 'Signup - New User' });
    const signup = form.getByRole('button', { name: 'Signup & Continue' });

    // Submitting the empty form names every problem.
    await signup.click();
    await expect(page.getByText('Please, fill the error fields!')).toBeVisible();
    await expect(form.getByText('Proper name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Mobile is required')).toBeVisible();
    await expect(form.getByText('Password is required, minimum 6 character.')).toBeVisible();
    await expect(form.getByText('Confirm Password is required')).toBeVisible();

    // Wrong shapes get their own messages.
    await form.getByLabel('Name').fill('Ana');
    await form.getByLabel('Email').fill('ana@example');
    await form.getByLabel('Mobile').fill('98765');
    await form.getByLabel('Password', { exact: true }).fill('123456');
    await form.getByLabel('Confirm Password').fill('12345');
    await expect(form.getByText('Confirm password is not matching!')).toBeVisible();
    await signup.click();
    await expect(form.getByText('Proper name is required')).toBeVisible();
    await expect(form.getByText('Invalid Email')).toBeVisible();
    await expect(form.getByText('invalid Mobile Number')).toBeVisible();
    await expect(form.getByText('Password is required, minimum 6 character.')).toBeVisible();

    // Editing a field clears its error.
    const email = `asha-${Date.now()}@example.in`;
    await form.getByLabel('Name').fill('Asha Rao');
    await expect(form.getByText('Proper name is required')).toHaveCount(0);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('asha-secret');
    await form.getByLabel('Confirm Password').fill('asha-secret');
    await expect(form.getByText('Confirm password is not matching!')).toHaveCount(0);
    await signup.click();

    await expect(page.getByText('User registered successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);

    // Registering the same email again is refused with the server's reason.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/checkoutuser');
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('asha-secret');
    await form.getByLabel('Confirm Password').fill('asha-secret');
    await signup.click();
    await expect(page.getByText(/already exists/)).toBeVisible();
    await expect(page).toHaveURL(/\/checkoutuser$/);
  });

  test('an existing customer logs in and continues to the cart', async ({ page, request }) => {
    const email = `ravi-${Date.now()}@example.in`;
    await request.post('/api/auth/register', {
      data: {
        username: 'Ravi Kumar',
        email,
        password: 'ravi-secret',
        mobile: '9988776655',
        userType: 'USER',
        address: '',
      },
    });
    await gotoInteractive(page, '/plans');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutuser$/);
    await page.getByRole('radio', { name: 'Login - Existing User' }).check();
    const form = page.getByRole('form', { name: 'Login - Existing User' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Login & Continue' }).click();
    await expect(page.getByText('Please, fill the error fields!')).toBeVisible();

    await form.getByLabel('Password').fill('ravi-secret');
    await form.getByRole('button', { name: 'Login & Continue' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole('list', { name: 'Cart items' }).getByText('Basic', { exact: true }),
    ).toBeVisible();
  });

  test('Change Plan goes to the plans page', async ({ page }) => {
    await page.goto('/checkoutuser');
    await page.getByRole('button', { name: 'Change Plan' }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});
