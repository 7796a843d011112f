/** GST on our services: 18 %, split 9 % CGST + 9 % SGST inside one state. */
export const GST_RATE_PERCENT = 18;

/** Service Accounting Codes (SAC) printed per invoice line; the caller picks one per line. */
export const SAC = {
  /** 998314 Information technology design and development services (web design and development). */
  webDevelopment: '998314',
  /** 998315 Hosting and information technology infrastructure provisioning services. */
  webHosting: '998315',
} as const;

/** GST state codes (the first two digits of a GSTIN), for "Place of supply". */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The state code a GSTIN starts with ("29ABCDE1234F1Z5" → "29"), or undefined if unknown. */
export function gstinStateCode(gstin: string): string | undefined {
  const code = gstin.slice(0, 2);
  return code in GST_STATES ? code : undefined;
}

export interface GstBreakdown {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  interState: boolean;
}

/**
 * Splits a price that INCLUDES 18 % GST into taxable value and tax, in whole paise, so that
 * taxable + CGST + SGST + IGST === total exactly: taxable = round(total × 100 / 118), the rest is
 * tax; CGST takes the odd paisa when the tax is odd. A buyer whose state is unknown is taxed as
 * intra-state: for services to an unregistered person with no address on record the place of
 * supply is the supplier's location (IGST Act 2017, s. 12(2)(b)).
 */
export function gstBreakdown(
  totalPaise: number,
  states: { sellerStateCode: string; buyerStateCode?: string | null },
): GstBreakdown {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError(`gstBreakdown needs a whole, non-negative number of paise, got ${totalPaise}`);
  }
  const taxablePaise = Math.round((totalPaise * 100) / (100 + GST_RATE_PERCENT));
  const taxPaise = totalPaise - taxablePaise;
  const interState = states.buyerStateCode != null && states.buyerStateCode !== states.sellerStateCode;
  if (interState) {
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, totalPaise, interState };
  }
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, totalPaise, interState };
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The Indian financial year (1 April – 31 March, India time) of a moment: 1 Apr 2026 00:00 IST
 * to 31 Mar 2027 23:59 IST → "2026-27". India keeps UTC+05:30 all year, so a fixed shift is exact.
 */
export function financialYearOf(date: Date): string {
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Invoice numbers run per financial year (design §3) and fit GST Rule 46(b)'s 16 characters:
 * ("2026-27", 42) → "INV/26-27/000042". Past 999,999 in a year the number grows a digit.
 */
export function formatInvoiceNumber(financialYear: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(financialYear)) {
    throw new RangeError(`Not a financial year like 2026-27: ${financialYear}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`An invoice sequence starts at 1, got ${sequence}`);
  }
  return `INV/${financialYear.slice(2)}/${String(sequence).padStart(6, '0')}`;
}
