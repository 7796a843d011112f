import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Button, Card, Container, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { CheckoutNavbar } from '../../../components/checkout-navbar.tsx';
import { CheckoutLoginForm } from '../components/checkout-login-form.tsx';
import { CheckoutSignupForm } from '../components/checkout-signup-form.tsx';

type Mode = 'signup' | 'login';

const checkoutModes: { value: Mode; label: string }[] = [
  { value: 'signup', label: 'Signup - New User' },
  { value: 'login', label: 'Login - Existing User' },
];

/** Sign up or log in during a purchase (spec §2); both continue to the cart. */
export function CheckoutUserPage() {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('signup');
  return (
    <>
      <CheckoutNavbar />
      <Container as="main" className="py-4">
        <title>Checkout: your account</title>
        <div className="d-flex align-items-center justify-content-between mb-3">
          <h1 className="h4 mb-0">Your account</h1>
          <Button variant="outline-primary" onClick={() => navigate(webRoutes.plans)}>
            Change Plan
          </Button>
        </div>
        <Card className="auth-card mx-auto shadow-sm">
          <Card.Body className="p-4">
            <fieldset className="mb-3">
              <legend className="visually-hidden">Do you already have an account?</legend>
              {checkoutModes.map(({ value, label }) => (
                <Form.Check
                  key={value}
                  inline
                  type="radio"
                  id={`checkout-mode-${value}`}
                  name="checkout-mode"
                  label={label}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
              ))}
            </fieldset>
            {mode === 'signup' ? <CheckoutSignupForm /> : <CheckoutLoginForm />}
          </Card.Body>
        </Card>
      </Container>
    </>
  );
}
