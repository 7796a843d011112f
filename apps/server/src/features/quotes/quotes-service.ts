import { type QuotePage, quoteMessages } from '@app/shared/quotes';
import { webRoutes } from '@app/shared/routes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/create-db.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { quoteNotificationMail, quoteReceivedMail } from './quote-mails.ts';
import { createQuotesRepository, type NewQuote } from './quotes-repository.ts';

export type QuotesService = ReturnType<typeof createQuotesService>;

export function createQuotesService(deps: { db: Db; config: Config; onMailQueued: () => void }) {
  const { db, config } = deps;
  const quotes = createQuotesRepository();

  return {
    /** Stores the request and queues both mails in one transaction: all of it, or none. */
    async request(input: NewQuote) {
      const quote = await db.transaction(async (tx) => {
        const stored = await quotes.create(tx, input);
        const adminUrl = `${config.publicUrl}${webRoutes.adminQuotes}`;
        await enqueueMail(
          tx,
          quoteNotificationMail({ to: config.quotes.notifyEmail, quote: stored, adminUrl }),
        );
        await enqueueMail(tx, quoteReceivedMail({ quote: stored, company: config.company }));
        return stored;
      });
      deps.onMailQueued();
      return { quoteId: quote.quoteId, message: quoteMessages.sent };
    },

    async list(page: number, size: number): Promise<QuotePage> {
      const { quotes: rows, total } = await quotes.list(db, { offset: (page - 1) * size, limit: size });
      return { quotes: rows, totalQuotes: total, totalPages: Math.max(1, Math.ceil(total / size)) };
    },
  };
}
