import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { E2E_OUTBOX_DIR } from './e2e-env.ts';

/** Waits for the newest message to `to` in the server's file outbox and parses it. */
export async function latestMailTo(to: string, after = 0): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(E2E_OUTBOX_DIR).catch(() => [] as string[])).sort().reverse();
        for (const file of files) {
          const mail = await simpleParser(await readFile(path.join(E2E_OUTBOX_DIR, file)));
          const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
          if ((mail.date?.getTime() ?? 0) >= after && recipients.some((r) => r.text.includes(to))) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `a mail to ${to} in ${E2E_OUTBOX_DIR}` },
    )
    .toBe(true);
  return found as ParsedMail;
}
