import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findUp } from '../../../find-up.ts';

/**
 * PDF's standard Helvetica has no rupee sign (U+20B9), so invoices embed DejaVu Sans (Bitstream
 * Vera licence, apps/server/assets/fonts/LICENSE-DejaVu.txt). findUp reaches apps/server/assets
 * both from src/ (tests) and from the bundled dist/server.js.
 */
export const INVOICE_FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

export function invoiceFontPath(file: string): string {
  const found = findUp(import.meta.url, path.join('assets', 'fonts', file));
  if (!found) throw new Error(`Invoice font ${file} not found in apps/server/assets/fonts`);
  return found;
}

let cached: { regular: Buffer; bold: Buffer } | undefined;

/** The font files, read once per process (about 1.5 MB; each PDF embeds only the glyphs it uses). */
export function invoiceFonts(): { regular: Buffer; bold: Buffer } {
  cached ??= {
    regular: readFileSync(invoiceFontPath(INVOICE_FONT_FILES.regular)),
    bold: readFileSync(invoiceFontPath(INVOICE_FONT_FILES.bold)),
  };
  return cached;
}
