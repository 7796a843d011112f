import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (the role needs CREATEDB), for a
 * test file, a durability run or a bench run; `drop` removes it even with connections open.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
