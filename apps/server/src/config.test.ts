import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.company.name).toBe('Navya Web Solutions');
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.mailFrom).toBe('"Navya Web Solutions" <support@navyawebsolutions.in>');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable on one line', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', GSTIN: 'nope' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL: must start with postgres/);
      expect(message).toMatch(/GSTIN/);
    }
  });

  it('refuses production without a JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32/);
  });

  it('uses the payment emulator by default, but production must choose explicitly', () => {
    expect(loadConfig({}).payment).toMatchObject({ mode: 'emulator', apiVersion: '2023-08-01' });
    const secret = 'x'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
      /PAYMENT_MODE: required/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, PAYMENT_MODE: 'emulator' }).payment.mode,
    ).toBe('emulator');
  });

  it('needs Cashfree keys outside the emulator', () => {
    expect(() => loadConfig({ PAYMENT_MODE: 'sandbox' })).toThrow(/CASHFREE_APP_ID, CASHFREE_SECRET_KEY/);
    const sandbox = loadConfig({
      PAYMENT_MODE: 'sandbox',
      CASHFREE_APP_ID: 'app-123',
      CASHFREE_SECRET_KEY: 'secret-123',
    });
    expect(sandbox.payment).toMatchObject({ mode: 'sandbox', appId: 'app-123', secretKey: 'secret-123' });
  });

  it('derives the public address from PORT unless PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://navya.in/' }).publicUrl).toBe('https://navya.in');
  });
});
