import { createHash, randomBytes } from 'node:crypto';
import type { Product } from '@app/shared/catalog';
import { createOrderId } from '@app/shared/orders';
import { PNG } from 'pngjs';
import { call, orderCart, registration, type Session } from './api-client.ts';

/** Every write the server answered 2xx, with what identifies it when reading back. */
export type Ledger = {
  users: { email: string; username: string }[];
  links: { linkId?: number; linkUrl: string; linkName: string; linkDescription: string; tag: string }[];
  emis: {
    emi1: number;
    emi2: number;
    extraAmount: number;
    receiptUrl?: string | null;
    receiptSha?: string;
  }[];
  orders: { customer: Session; orderId: string; amount: number }[];
  /** Answers that were neither 2xx nor a lost connection: always a failure. */
  unexpected: string[];
};

export const emptyLedger = (): Ledger => ({ users: [], links: [], emis: [], orders: [], unexpected: [] });

export type LoadContext = {
  /** Unique per test file, so reruns on one PostgreSQL server never collide. */
  tag: string;
  admin: Session;
  customers: Session[];
  plan: Product;
  ledger: Ledger;
  /** One counter for every write, so each one carries unique data. */
  next: () => number;
};

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A small PNG of random pixels: every receipt differs, so "the same bytes" means something. */
function receiptPng(): Buffer {
  const image = new PNG({ width: 6, height: 6 });
  randomBytes(image.data.length).copy(image.data);
  return PNG.sync.write(image);
}

type Write = (baseUrl: string, cycle: number) => Promise<void>;

function writes(ctx: LoadContext) {
  const { ledger } = ctx;
  // A 2xx counts as acknowledged even if the body was cut short: the client was told "done".
  const settle = (what: string, status: number, json: unknown, record: () => void) => {
    if (status >= 200 && status < 300) record();
    else ledger.unexpected.push(`${what}: ${status} ${JSON.stringify(json).slice(0, 300)}`);
  };
  const register: Write = async (baseUrl) => {
    const body = registration(ctx.tag, ctx.next());
    const { status, json } = await call(baseUrl, 'POST', '/api/auth/register', { body });
    settle('register', status, json, () => ledger.users.push({ email: body.email, username: body.username }));
  };
  const link: Write = async (baseUrl, cycle) => {
    const seq = ctx.next();
    const tag = `cycle-${cycle}`;
    const input = {
      linkUrl: `https://durable.example.in/${ctx.tag}/${seq}`,
      linkName: `Durable link ${seq}`,
      linkDescription: `Saved during write cycle ${cycle}`,
      linkType: 'article',
      linkTags: [{ linkTagName: tag }],
    };
    const { status, json } = await call(baseUrl, 'POST', '/api/v1/links', {
      body: input,
      headers: ctx.admin.headers,
    });
    settle('link', status, json, () =>
      ledger.links.push({ ...input, linkId: (json as { linkId?: number }).linkId, tag }),
    );
  };
  const emi: Write = async (baseUrl) => {
    const seq = ctx.next();
    // emi1 is unique to this write; the paise make rounding mistakes visible.
    const entry = { emi1: 1000 + seq, emi2: (seq % 7) * 10.25, extraAmount: 0.37 };
    const form = new FormData();
    form.append('auditRequestVo', JSON.stringify(entry));
    const png = seq % 3 === 0 ? receiptPng() : undefined;
    if (png) form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'receipt.png');
    const response = await fetch(`${baseUrl}/api/v1/emi/add`, {
      method: 'POST',
      headers: ctx.admin.headers,
      body: form,
    });
    const json = (await response.json().catch(() => undefined)) as { receiptUrl?: string } | undefined;
    settle('emi', response.status, json, () =>
      ledger.emis.push({ ...entry, receiptUrl: json?.receiptUrl, receiptSha: png && sha256(png) }),
    );
  };
  const order =
    (customer: Session): Write =>
    async (baseUrl) => {
      const orderId = createOrderId();
      const body = {
        amount: ctx.plan.price,
        products: orderCart(ctx.plan, `durable-${ctx.tag}-${ctx.next()}.in`),
        orderId,
      };
      const { status, json } = await call(baseUrl, 'POST', '/api/payment/cashfree-order', {
        body,
        headers: customer.headers,
      });
      settle('order', status, json, () => ledger.orders.push({ customer, orderId, amount: ctx.plan.price }));
    };
  return { register, link, emi, order };
}

export type WriteLoad = {
  /** Resolves when every loop has stopped: told to, or its connection was lost. */
  done: Promise<void>;
  stop(): void;
  /** Writes answered 2xx in this run, per kind. */
  counts(): Record<string, number>;
  /** A lost connection is expected from now on (the kill follows); answers the writes under way. */
  killing(): number;
  /** Resolves once every kind has had a write answered 2xx in this run (or after the timeout). */
  eachKindWritten(timeoutMs?: number): Promise<void>;
};

/**
 * `perKind` concurrent loops of each write kind (customer registration, link save, EMI entry
 * with or without a receipt, order creation). A loop ends at the first lost connection: once the
 * server is killed, nothing more is sent to it.
 */
export function startWriteLoad(ctx: LoadContext, baseUrl: string, cycle: number, perKind: number): WriteLoad {
  let stopped = false;
  let killed = false;
  const before = kindCounts(ctx.ledger);
  const kinds = writes(ctx);
  const loops: Write[] = [];
  for (let i = 0; i < perKind; i += 1) {
    loops.push(kinds.register, kinds.link, kinds.emi);
    const customer = ctx.customers[i % ctx.customers.length];
    if (customer) loops.push(kinds.order(customer));
  }
  let underWay = 0;
  const run = async (write: Write) => {
    while (!stopped) {
      try {
        underWay += 1;
        await write(baseUrl, cycle).finally(() => {
          underWay -= 1;
        });
      } catch (error) {
        // After the kill a lost connection is expected; before it, it is a failure.
        if (!killed) ctx.ledger.unexpected.push(`lost connection before the kill: ${errorText(error)}`);
        return;
      }
    }
  };
  const done = Promise.all(loops.map(run)).then(() => undefined);
  const counts = () => {
    const now = kindCounts(ctx.ledger);
    return Object.fromEntries(Object.entries(now).map(([kind, n]) => [kind, n - (before[kind] ?? 0)]));
  };
  return {
    done,
    stop: () => {
      stopped = true;
    },
    killing: () => {
      killed = true;
      return underWay;
    },
    counts,
    async eachKindWritten(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && Object.values(counts()).some((count) => count === 0)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const errorText = (error: unknown) =>
  `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`.trim();

function kindCounts(ledger: Ledger): Record<string, number> {
  return {
    users: ledger.users.length,
    links: ledger.links.length,
    emis: ledger.emis.length,
    orders: ledger.orders.length,
  };
}
