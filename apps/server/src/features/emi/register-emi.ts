import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/create-db.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { createEmiRepository } from './emi-repository.ts';
import { emiRoutes } from './emi-routes.ts';
import { createEmiService } from './emi-service.ts';

const PURGE_EVERY_MS = 60 * 60_000;

/** The EMI tracker (spec §7 "EMI"): service, routes, and the hourly purge of old views. */
export async function registerEmi(
  app: FastifyInstance,
  options: { db: Db; config: Config; storage: FileStorage; startWorkers: boolean | undefined },
) {
  const emi = createEmiService({
    db: options.db,
    repo: createEmiRepository(),
    storage: options.storage,
    log: app.log,
  });
  await app.register(emiRoutes, { prefix: '/api/v1/emi', emi, publicUrl: options.config.publicUrl });
  if (!options.startWorkers) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = emi
      .purgeOldViews()
      .then((purged) => purged > 0 && app.log.info({ purged }, 'old EMI summary views purged'))
      .catch((error: unknown) => app.log.error({ err: error }, 'EMI view purge failed'));
  };
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
  });
  // The database closes after the app: a purge under way finishes first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
