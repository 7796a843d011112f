import { describe, expect, it } from 'vitest';
import { extractPdfText, readPdf } from '../../../../test/pdf-text.ts';
import { type InvoiceData, invoiceFileName, renderInvoicePdf } from './invoice-pdf.ts';

function sampleInvoice(overrides: Partial<InvoiceData> = {}): InvoiceData {
  return {
    invoiceNumber: 'INV/26-27/000042',
    invoiceDate: new Date('2026-11-22T10:45:12Z'),
    orderId: 'ORD20261122104512K7P2QX',
    transactionId: 'CF-5114919181',
    seller: {
      name: 'Navya Web Solutions',
      address: '2nd Floor, 14 MG Road, Bengaluru, Karnataka 560001, India',
      gstin: '29ABCDE1234F1Z5',
      email: 'support@navyawebsolutions.in',
      phone: '+91 98765 43210',
    },
    buyer: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      address: '5 Residency Road, Bengaluru 560025',
    },
    lines: [
      {
        description: 'Basic plan: website design and development, first year of hosting',
        sac: '998314',
        quantity: 1,
        unitPricePaise: 499_900,
        amountPaise: 499_900,
      },
      {
        description: 'Domain asharao.com (12 months)',
        sac: '998315',
        quantity: 1,
        unitPricePaise: 9_900,
        amountPaise: 9_900,
      },
    ],
    totalPaise: 509_800,
    ...overrides,
  };
}

describe('renderInvoicePdf', () => {
  it('renders a one-page A4 tax invoice with everything rule 46 asks for', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(60_000);

    const { text, pageCount, info } = await readPdf(pdf);
    expect(pageCount).toBe(1);
    expect(info).toMatchObject({ Title: 'INV/26-27/000042', Author: 'Navya Web Solutions' });
    for (const expected of [
      'TAX INVOICE',
      'Navya Web Solutions',
      'GSTIN: 29ABCDE1234F1Z5',
      'INV/26-27/000042',
      '22 Nov 2026',
      'ORD20261122104512K7P2QX',
      'CF-5114919181',
      'Bill to',
      'Asha Rao',
      'asha@example.com',
      '998314',
      '998315',
      '₹4,999',
      '₹99',
      'Place of supply Karnataka (29)',
      'Taxable value ₹4,320.34',
      'CGST @ 9% ₹388.83',
      'SGST @ 9% ₹388.83',
      'Total (incl. GST) ₹5,098',
      'Rupees Five Thousand Ninety-Eight Only',
      'This is a computer-generated invoice and needs no signature.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('charges IGST 18 % to a buyer in another state', async () => {
    const text = await extractPdfText(await renderInvoicePdf(sampleInvoice({ placeOfSupply: '27' })));
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain('IGST @ 18% ₹777.66');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('writes paise and their words', async () => {
    const line = {
      description: 'Hosting renewal',
      sac: '998315',
      quantity: 3,
      unitPricePaise: 3_350,
      amountPaise: 10_050,
    };
    const text = await extractPdfText(
      await renderInvoicePdf(sampleInvoice({ lines: [line], totalPaise: 10_050 })),
    );
    expect(text).toContain('₹33.50');
    expect(text).toContain('Total (incl. GST) ₹100.50');
    expect(text).toContain('Rupees One Hundred and Fifty Paise Only');
  });

  it('keeps ten lines on one page and is the same bytes for the same invoice', async () => {
    const line = {
      description: 'Website maintenance',
      sac: '998314',
      quantity: 1,
      unitPricePaise: 100_000,
      amountPaise: 100_000,
    };
    const invoice = sampleInvoice({ lines: Array.from({ length: 10 }, () => line), totalPaise: 1_000_000 });
    const first = await renderInvoicePdf(invoice);
    expect((await readPdf(first)).pageCount).toBe(1);
    expect((await renderInvoicePdf(invoice)).equals(first)).toBe(true);
  });

  it('refuses lines that do not add up to the total', async () => {
    await expect(renderInvoicePdf(sampleInvoice({ totalPaise: 509_801 }))).rejects.toThrow(/add up/);
  });
});

describe('invoiceFileName', () => {
  it('is the download name of design §3', () => {
    expect(invoiceFileName('ORD20261122104512K7P2QX')).toBe('Invoice_ORD20261122104512K7P2QX.pdf');
  });
});
