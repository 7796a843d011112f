import { randomBytes } from 'node:crypto';
import { RECEIPT_TYPES, type ReceiptType } from '@app/shared/emi/constants';
import { fileTypeFromBuffer } from 'file-type';

const EXTENSIONS: Record<ReceiptType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The receipt's real type, read from its bytes (a text file named .png is not a PNG). */
export async function sniffReceiptType(bytes: Buffer): Promise<ReceiptType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return RECEIPT_TYPES.find((type) => type === detected?.mime);
}

/** A new receipt's unguessable id (its public address) and where its bytes are stored. */
export function newReceipt(type: ReceiptType) {
  const receiptId = randomBytes(24).toString('base64url');
  // The stored name is separate from the public id, and hex: a storage key never starts with - or _.
  return { receiptId, storageKey: `emi-receipts/${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}` };
}

/** A download name built by the server (never the uploaded one), safe in any header. */
export function receiptFileName(paidAt: Date, type: ReceiptType): string {
  return `receipt-${paidAt.toISOString().slice(0, 10)}.${EXTENSIONS[type]}`;
}

export const receiptUrlOf = (receiptId: string | null) =>
  receiptId ? `/api/v1/emi/receipts/${receiptId}` : null;
