import {
  type EmiAdded,
  type EmiEntryInput,
  type EmiSettings,
  type EmiSummary,
  EmiSummarySchema,
  type EmiViewsPage,
  emiMessages,
  summarizeEmi,
} from '@app/shared/emi';
import type { ReceiptType } from '@app/shared/emi/constants';
import { paiseToRupees, rupeesToPaise } from '@app/shared/money';
import type { FastifyBaseLogger } from 'fastify';
import { type CheckedJson, checkedJson } from '../../checked-json.ts';
import type { Db } from '../../db/create-db.ts';
import { AppError, notFound } from '../../http-errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { EmiPaymentRow, EmiRepository, EmiSettingsRow, NewEmiView } from './emi-repository.ts';
import { newReceipt, receiptFileName, receiptUrlOf, sniffReceiptType } from './receipt-file.ts';

const DAY_MS = 24 * 60 * 60_000;

function settingsOf(row: EmiSettingsRow): EmiSettings {
  return {
    emi1Borrowed: paiseToRupees(row.emi1BorrowedPaise),
    emi2Borrowed: paiseToRupees(row.emi2BorrowedPaise),
    emi1Terms: {
      annualRatePercent: row.emi1AnnualRatePercent,
      tenureMonths: row.emi1TenureMonths,
      startDate: row.emi1StartDate,
    },
    emi2Terms: {
      annualRatePercent: row.emi2AnnualRatePercent,
      tenureMonths: row.emi2TenureMonths,
      startDate: row.emi2StartDate,
    },
    viewRetentionDays: row.viewRetentionDays,
  };
}

function summaryOf(settings: EmiSettingsRow, payments: EmiPaymentRow[]): EmiSummary {
  return summarizeEmi(
    { emi1Paise: settings.emi1BorrowedPaise, emi2Paise: settings.emi2BorrowedPaise },
    payments.map((payment) => ({
      emi1Paise: payment.emi1Paise,
      emi2Paise: payment.emi2Paise,
      extraPaise: payment.extraPaise,
      paidAt: payment.paidAt,
      receiptUrl: receiptUrlOf(payment.receiptId),
    })),
  );
}

export function createEmiService(deps: {
  db: Db;
  repo: EmiRepository;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const { db, repo, storage, log } = deps;
  let cachedSummary: { version: number; answer: CheckedJson } | undefined;

  async function purgeOldViews(): Promise<number> {
    const { viewRetentionDays } = await repo.settings(db);
    return repo.purgeViewsBefore(db, new Date(Date.now() - viewRetentionDays * DAY_MS));
  }

  return {
    /**
     * Records a payment and its receipt together or not at all: the file is stored first under
     * a new random key, and removed again if the row cannot be written. (A crash between the
     * two leaves only an unreferenced file, never a row without its receipt.)
     */
    async add(userId: string, entry: EmiEntryInput, file: Buffer | undefined): Promise<EmiAdded> {
      let receipt: (ReturnType<typeof newReceipt> & { type: ReceiptType; bytes: number }) | undefined;
      if (file) {
        const type = await sniffReceiptType(file);
        if (!type) throw new AppError(415, emiMessages.receiptType);
        receipt = { ...newReceipt(type), type, bytes: file.length };
        await storage.put(receipt.storageKey, file);
      }
      try {
        const row = await repo.addPayment(db, {
          emi1Paise: rupeesToPaise(entry.emi1),
          emi2Paise: rupeesToPaise(entry.emi2),
          extraPaise: rupeesToPaise(entry.extraAmount),
          receiptId: receipt?.receiptId ?? null,
          receiptStorageKey: receipt?.storageKey ?? null,
          receiptContentType: receipt?.type ?? null,
          receiptBytes: receipt?.bytes ?? null,
          createdBy: userId,
        });
        return {
          message: emiMessages.added,
          emiId: row.id,
          emi1: paiseToRupees(row.emi1Paise),
          emi2: paiseToRupees(row.emi2Paise),
          extraAmount: paiseToRupees(row.extraPaise),
          paidAt: row.paidAt.toISOString(),
          receiptUrl: receiptUrlOf(row.receiptId),
        };
      } catch (error) {
        if (receipt) {
          const key = receipt.storageKey;
          await storage
            .remove(key)
            .catch((cleanup: unknown) => log.error({ err: cleanup, key }, 'orphan receipt'));
        }
        throw error;
      }
    },

    /**
     * The public summary (spec §3); every call is recorded as a view. The summary itself is
     * cached by the settings row's data version, which a trigger moves on with every change to
     * the payments or the settings (migration 0007), so it is never stale on one process or many.
     */
    async summary(view: NewEmiView): Promise<CheckedJson> {
      const settings = await repo.settings(db);
      if (cachedSummary?.version !== settings.dataVersion) {
        const payments = await repo.payments(db);
        cachedSummary = {
          version: settings.dataVersion,
          answer: checkedJson(EmiSummarySchema, summaryOf(settings, payments)),
        };
      }
      const { answer } = cachedSummary;
      await repo.recordView(db, view);
      return answer;
    },

    async receipt(receiptId: string) {
      const payment = await repo.paymentByReceipt(db, receiptId);
      const bytes = payment?.receiptStorageKey ? await storage.get(payment.receiptStorageKey) : undefined;
      if (!payment || !bytes) throw notFound(emiMessages.receiptNotFound);
      const type = payment.receiptContentType as ReceiptType;
      return { bytes, contentType: type, fileName: receiptFileName(payment.paidAt, type) };
    },

    settings: async () => settingsOf(await repo.settings(db)),

    async saveSettings(settings: EmiSettings): Promise<EmiSettings> {
      const row = await repo.saveSettings(db, {
        emi1BorrowedPaise: rupeesToPaise(settings.emi1Borrowed),
        emi2BorrowedPaise: rupeesToPaise(settings.emi2Borrowed),
        emi1AnnualRatePercent: settings.emi1Terms.annualRatePercent,
        emi1TenureMonths: settings.emi1Terms.tenureMonths,
        emi1StartDate: settings.emi1Terms.startDate,
        emi2AnnualRatePercent: settings.emi2Terms.annualRatePercent,
        emi2TenureMonths: settings.emi2Terms.tenureMonths,
        emi2StartDate: settings.emi2Terms.startDate,
        viewRetentionDays: settings.viewRetentionDays,
      });
      // A shorter retention applies at once.
      await purgeOldViews();
      return settingsOf(row);
    },

    async views(page: number, size: number): Promise<EmiViewsPage> {
      const { rows, total } = await repo.views(db, { offset: (page - 1) * size, limit: size });
      return {
        views: rows.map((row) => ({
          viewId: row.id,
          viewedAt: row.viewedAt.toISOString(),
          serverIp: row.serverIp,
          clientIp: row.clientIp,
          device: row.device,
          browser: row.browser,
          userAgent: row.userAgent,
        })),
        totalViews: total,
        totalPages: Math.max(1, Math.ceil(total / size)),
      };
    },

    purgeOldViews,

    payments: () => repo.payments(db),
  };
}

export type EmiService = ReturnType<typeof createEmiService>;
