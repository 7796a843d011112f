import { formatRupees, paiseToRupees } from '@app/shared/money';
import { amountInWords, GST_STATES, gstBreakdown, gstinStateCode } from '@app/shared/orders';
import PDFDocument from 'pdfkit';
import { invoiceFonts } from './invoice-fonts.ts';

export interface InvoiceLine {
  description: string;
  /** Service Accounting Code, e.g. 998314 (web development) or 998315 (hosting). */
  sac: string;
  quantity: number;
  /** Price per unit including GST, as the catalogue shows it. */
  unitPricePaise: number;
  /** Line total including GST. */
  amountPaise: number;
}

export interface InvoiceData {
  invoiceNumber: string;
  invoiceDate: Date;
  orderId: string;
  transactionId: string;
  seller: { name: string; address: string; gstin: string; email: string; phone: string };
  buyer: { name: string; email: string; mobile: string; address: string };
  lines: InvoiceLine[];
  /** Amount paid, GST included; must equal the sum of the line amounts. */
  totalPaise: number;
  /** The buyer's two-digit GST state code; when unknown the supply is taxed in the seller's state. */
  placeOfSupply?: string;
}

/** Design §3: the file name of GET /api/bill/{orderId}. */
export function invoiceFileName(orderId: string): string {
  return `Invoice_${orderId}.pdf`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});

/** ₹ with en-IN grouping; paise always as two digits ("₹388.3" would read oddly on an invoice). */
export function invoiceAmount(paise: number): string {
  const text = formatRupees(paiseToRupees(paise));
  return /\.\d$/.test(text) ? `${text}0` : text;
}

const stateLabel = (code: string) => `${GST_STATES[code] ?? 'Unknown state'} (${code})`;

const MARGIN = 40;
const GREY = '#555555';
const RULE = '#bbbbbb';
type TotalRow = { label: string; paise: number; bold?: boolean };

/** Table columns, 515 pt in all (A4 less margins). */
const COLUMNS = [
  { title: '#', width: 22, align: 'left' },
  { title: 'Description', width: 203, align: 'left' },
  { title: 'SAC', width: 50, align: 'left' },
  { title: 'Qty', width: 30, align: 'right' },
  { title: 'Rate (incl. GST)', width: 100, align: 'right' },
  { title: 'Amount (incl. GST)', width: 110, align: 'right' },
] as const;

/**
 * Renders a GST tax invoice (CGST Rules 2017, rule 46) as an A4 PDF. Prices include GST, so the
 * taxable value and tax are worked back from the total by gstBreakdown. The output depends only
 * on `invoice`: the PDF dates and file id are derived from the invoice date.
 */
export async function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const linesTotal = invoice.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (invoice.lines.length === 0 || linesTotal !== invoice.totalPaise) {
    throw new Error(
      `Invoice ${invoice.invoiceNumber}: lines add up to ${linesTotal}, total is ${invoice.totalPaise}`,
    );
  }
  const sellerStateCode = gstinStateCode(invoice.seller.gstin);
  if (!sellerStateCode) throw new Error(`Seller GSTIN ${invoice.seller.gstin} has no known state code`);
  const placeOfSupply = invoice.placeOfSupply ?? sellerStateCode;
  const gst = gstBreakdown(invoice.totalPaise, { sellerStateCode, buyerStateCode: placeOfSupply });

  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: invoice.invoiceNumber,
      Author: invoice.seller.name,
      Subject: `Tax invoice for order ${invoice.orderId}`,
      CreationDate: invoice.invoiceDate,
      ModDate: invoice.invoiceDate,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.5).strokeColor(RULE).stroke();

  // Seller on the left, the invoice's own facts on the right.
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('black')
    .text('TAX INVOICE', left, MARGIN, { width, align: 'right' });
  doc.font('bold').fontSize(14).text(invoice.seller.name, left, MARGIN, { width: 225 });
  doc.font('regular').fontSize(9).fillColor(GREY);
  doc.text(invoice.seller.address, { width: 225 });
  doc.text(`GSTIN: ${invoice.seller.gstin}`);
  doc.text(`Email: ${invoice.seller.email}`);
  doc.text(`Phone: ${invoice.seller.phone}`);
  const sellerBottom = doc.y;

  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', dateFormat.format(invoice.invoiceDate)],
    ['Order ID', invoice.orderId],
    ['Transaction ID', invoice.transactionId],
    ['Place of supply', stateLabel(placeOfSupply)],
  ];
  let y = MARGIN + 28;
  for (const [label, value] of facts) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(GREY)
      .text(label, right - 280, y, { width: 78 });
    doc
      .font('bold')
      .fillColor('black')
      .text(value, right - 200, y, { width: 200, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
  y = Math.max(y, sellerBottom) + 10;
  rule(y);

  doc
    .font('bold')
    .fontSize(10)
    .fillColor('black')
    .text('Bill to', left, y + 10);
  doc.font('regular').fontSize(9).text(invoice.buyer.name, { width: 320 });
  doc.fillColor(GREY);
  if (invoice.buyer.address) doc.text(invoice.buyer.address, { width: 320 });
  doc.text([invoice.buyer.email, invoice.buyer.mobile].filter(Boolean).join('  ·  '), { width: 320 });
  y = doc.y + 14;

  const cell = (text: string, column: number, rowY: number, font: 'regular' | 'bold') => {
    const col = COLUMNS[column] as (typeof COLUMNS)[number];
    const x = left + COLUMNS.slice(0, column).reduce((sum, c) => sum + c.width, 0);
    doc.font(font).text(text, x + 4, rowY, { width: col.width - 8, align: col.align });
  };
  const header = () => {
    doc.rect(left, y, width, 18).fillColor('#eeeeee').fill();
    doc.fontSize(8.5).fillColor('black');
    for (const [i, col] of COLUMNS.entries()) cell(col.title, i, y + 5, 'bold');
    y += 22;
  };
  header();
  const bottom = doc.page.height - MARGIN - 30;
  invoice.lines.forEach((line, i) => {
    doc.font('regular').fontSize(9);
    const height = doc.heightOfString(line.description, { width: COLUMNS[1].width - 8 }) + 8;
    if (y + height > bottom) {
      doc.addPage();
      doc.fontSize(8).fillColor(GREY).text(`${invoice.invoiceNumber} (continued)`, left, MARGIN);
      y = MARGIN + 16;
      header();
    }
    doc.font('regular').fontSize(9).fillColor('black');
    cell(String(i + 1), 0, y, 'regular');
    cell(line.description, 1, y, 'regular');
    cell(line.sac, 2, y, 'regular');
    cell(String(line.quantity), 3, y, 'regular');
    cell(invoiceAmount(line.unitPricePaise), 4, y, 'regular');
    cell(invoiceAmount(line.amountPaise), 5, y, 'regular');
    y += height;
    rule(y - 4);
  });

  const taxes: TotalRow[] = gst.interState
    ? [{ label: 'IGST @ 18%', paise: gst.igstPaise }]
    : [
        { label: 'CGST @ 9%', paise: gst.cgstPaise },
        { label: 'SGST @ 9%', paise: gst.sgstPaise },
      ];
  const totals: TotalRow[] = [
    { label: 'Taxable value', paise: gst.taxablePaise },
    ...taxes,
    { label: 'Total (incl. GST)', paise: gst.totalPaise, bold: true },
  ];
  if (y + 16 * totals.length + 60 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 6;
  for (const { label, paise, bold } of totals) {
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 11 : 9.5)
      .fillColor('black');
    doc.text(label, right - 260, y, { width: 150, align: 'right' });
    doc.text(invoiceAmount(paise), right - 100, y, { width: 96, align: 'right' });
    y += 16;
  }
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text('Amount in words', left, y + 8);
  doc.font('bold').fillColor('black').text(amountInWords(gst.totalPaise), { width });
  doc
    .font('regular')
    .fillColor(GREY)
    .text('Prices include GST. Tax payable on reverse charge: No.', { width });

  doc.font('regular').fontSize(8).fillColor(GREY);
  doc.text('This is a computer-generated invoice and needs no signature.', left, bottom + 12, {
    width,
    align: 'center',
    lineBreak: false,
  });
  doc.end();
  return done;
}
