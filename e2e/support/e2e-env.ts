import os from 'node:os';
import path from 'node:path';

/** Where the end-to-end server listens and keeps its data (fresh for every run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(os.tmpdir(), `navya-e2e-${E2E_PORT}`);
export const E2E_OUTBOX_DIR = path.join(E2E_DATA_DIR, 'outbox');
export const E2E_ADMIN = { email: 'admin@navya.test', password: 'admin-password-e2e' };
/** Added before the server starts, with `npm run admin:add` (see start-e2e-server.mjs). */
export const E2E_SECOND_ADMIN = { email: 'colleague@navya.test', password: 'colleague-password-e2e' };
