import type { EmiSummary } from '@app/shared/emi';
import type { LinksPage } from '@app/shared/links';
import type { OrderDetail } from '@app/shared/orders';
import { call, expectCall, type Session } from './api-client.ts';
import { type Ledger, sha256 } from './write-load.ts';

export type Missing = { users: string[]; links: string[]; emis: string[]; orders: string[] };

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let index = 0;
  const worker = async () => {
    while (index < items.length) {
      const item = items[index] as T;
      index += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

async function missingUsers(baseUrl: string, admin: Session, ledger: Ledger): Promise<string[]> {
  const missing: string[] = [];
  await eachLimited(ledger.users, 8, async (user) => {
    const path = `/api/auth/userinfo/${encodeURIComponent(user.email)}`;
    const { status, json } = await call(baseUrl, 'GET', path, { headers: admin.headers });
    const name = (json as { customerName?: string }).customerName;
    if (status !== 200 || name !== user.username) missing.push(`${user.email}: ${status} ${name}`);
  });
  return missing;
}

async function missingLinks(baseUrl: string, admin: Session, ledger: Ledger): Promise<string[]> {
  const stored = new Map<string, LinksPage['listOfLinks'][number]>();
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const answer = await expectCall<LinksPage>(
      baseUrl,
      'GET',
      `/api/v1/links/${page}/100/linkName/ASC`,
      200,
      {
        headers: admin.headers,
      },
    );
    pages = answer.totalPages;
    for (const link of answer.listOfLinks) stored.set(link.linkUrl, link);
  }
  return ledger.links.flatMap((link) => {
    const found = stored.get(link.linkUrl);
    const same =
      found &&
      (link.linkId === undefined || found.linkId === link.linkId) &&
      found.linkName === link.linkName &&
      found.linkDescription === link.linkDescription &&
      found.linkTags.some((tag) => tag.linkTagName === link.tag);
    return same ? [] : [`${link.linkUrl} (id ${link.linkId}): ${found ? JSON.stringify(found) : 'absent'}`];
  });
}

async function missingEmis(baseUrl: string, ledger: Ledger): Promise<string[]> {
  const summary = await expectCall<EmiSummary>(baseUrl, 'POST', '/api/v1/emi/summary', 200, {
    body: { ip: '', device: 'Linux', browser: 'Chrome' },
  });
  const byEmi1 = new Map(summary.responseList.map((row) => [row.emi1, row]));
  const missing: string[] = [];
  await eachLimited(ledger.emis, 8, async (emi) => {
    const row = byEmi1.get(emi.emi1);
    if (!row || row.emi2 !== emi.emi2 || row.extraAmount !== emi.extraAmount) {
      missing.push(`EMI ${emi.emi1}: ${row ? JSON.stringify(row) : 'absent'}`);
      return;
    }
    if (emi.receiptUrl !== undefined && row.receiptUrl !== emi.receiptUrl) {
      missing.push(`EMI ${emi.emi1}: receipt ${row.receiptUrl}, answered ${emi.receiptUrl}`);
      return;
    }
    if (!emi.receiptSha) return;
    if (!row.receiptUrl) {
      missing.push(`EMI ${emi.emi1}: receipt lost`);
      return;
    }
    const response = await fetch(`${baseUrl}${row.receiptUrl}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const type = response.headers.get('content-type');
    if (response.status !== 200 || type !== 'image/png' || sha256(bytes) !== emi.receiptSha) {
      missing.push(`EMI ${emi.emi1}: receipt ${response.status} ${type}, ${bytes.length} bytes differ`);
    }
  });
  return missing;
}

async function missingOrders(baseUrl: string, ledger: Ledger): Promise<string[]> {
  const customers = [...new Set(ledger.orders.map((order) => order.customer))];
  const stored = new Map<string, OrderDetail>();
  for (const customer of customers) {
    const list = await expectCall<OrderDetail[]>(baseUrl, 'GET', '/api/payment/order-status', 200, {
      headers: customer.headers,
    });
    for (const order of list) stored.set(`${customer.email} ${order.orderId}`, order);
  }
  return ledger.orders.flatMap((order) => {
    const found = stored.get(`${order.customer.email} ${order.orderId}`);
    return found?.orderAmount === order.amount && found.orderStatus === 'Pending'
      ? []
      : [`${order.orderId} of ${order.customer.email}: ${found ? JSON.stringify(found) : 'absent'}`];
  });
}

/** Reads every acknowledged write back through the HTTP API; lists what is not there as written. */
export async function findMissing(baseUrl: string, admin: Session, ledger: Ledger): Promise<Missing> {
  return {
    users: await missingUsers(baseUrl, admin, ledger),
    links: await missingLinks(baseUrl, admin, ledger),
    emis: await missingEmis(baseUrl, ledger),
    orders: await missingOrders(baseUrl, ledger),
  };
}
