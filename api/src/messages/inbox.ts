// The company's inbox, mounted at `/api/admin/inbox` behind a staff session or ADMIN_TOKEN: the list
// with its filters and search, one message with its history, status changes one at a time or in
// bulk, the CSV export of the filtered list, and erasure on request.
import {
  bulkStatusSchema,
  inboxLimits,
  inboxQuerySchema,
  statusChangeSchema,
  type InboxBulkResponse,
  type InboxListResponse,
  type InboxMessageResponse,
} from '@company/contract/inbox';
import { sValidator } from '@hono/standard-validator';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csvColumns, toCsv } from './report';
import type { MessagesHonoEnv as StaffEnv } from './env';
import { staffError } from './staff';
import type { MessageStore } from './store';

const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** The export's columns: the CLI's, with the handling status after the delivery's. */
const exportColumns = [...csvColumns.slice(0, 3), 'inbox_status', ...csvColumns.slice(3)] as const;

/** Hono's validator hook: the contract's first French reason, as the API's 400. */
const invalid = (result: { success: boolean; error?: readonly { message: string }[] }, c: Context<StaffEnv>) => {
  if (!result.success) return staffError(c, 400, 'invalid_request', result.error?.[0]?.message);
  return undefined;
};

export function inboxRouter({ store }: { store: () => Promise<MessageStore> }): Hono<StaffEnv> {
  const router = new Hono<StaffEnv>();
  router.use(async (c, next) => {
    // Opened once and kept by the app: the handlers' own calls find it open.
    try {
      await store();
    } catch {
      return staffError(c, 503, 'storage_unavailable');
    }
    await next();
  });
  const json = bodyLimit({
    maxSize: 64 * 1024,
    onError: (c) => staffError(c as Context<StaffEnv>, 400, 'invalid_request'),
  });

  router.get('/messages', sValidator('query', inboxQuerySchema, invalid), async (c) => {
    const { page, limit, ...filters } = c.req.valid('query');
    const { messages, total } = await (await store()).search(filters, { offset: (page - 1) * limit, limit });
    const body: InboxListResponse = { messages, page, limit, total, pages: Math.ceil(total / limit) };
    return c.json(body, 200, baseHeaders);
  });

  router.post('/messages', json, sValidator('json', bulkStatusSchema, invalid), async (c) => {
    const { ids, status } = c.req.valid('json');
    const body: InboxBulkResponse = { updated: await (await store()).setStatus(ids, status, c.get('actor')) };
    return c.json(body, 200, baseHeaders);
  });

  router.get('/export.csv', sValidator('query', inboxQuerySchema, invalid), async (c) => {
    const { page: _page, limit: _limit, ...filters } = c.req.valid('query');
    const records = await (await store()).records(filters, inboxLimits.maxExport);
    const day = new Date().toISOString().slice(0, 10);
    return c.body(toCsv(records, exportColumns), 200, {
      ...baseHeaders,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="messages-${day}.csv"`,
    });
  });

  const detail = async (messages: MessageStore, id: string): Promise<InboxMessageResponse | undefined> => {
    const found = await messages.get(id);
    if (!found) return undefined;
    const { delivery, ...rest } = found;
    return { message: { ...rest, delivery }, history: await messages.history(id) };
  };

  router.get('/messages/:id', async (c) => {
    const body = await detail(await store(), c.req.param('id') ?? '');
    return body ? c.json(body, 200, baseHeaders) : staffError(c, 404, 'not_found');
  });

  router.patch('/messages/:id', json, sValidator('json', statusChangeSchema, invalid), async (c) => {
    const messages = await store();
    const id = c.req.param('id') ?? '';
    if (!(await messages.get(id))) return staffError(c, 404, 'not_found');
    await messages.setStatus([id], c.req.valid('json').status, c.get('actor'));
    return c.json(await detail(messages, id), 200, baseHeaders);
  });

  router.delete('/messages/:id', async (c) => {
    const erased = await (await store()).erase(c.req.param('id') ?? '', c.get('actor'));
    return erased ? c.body(null, 204, baseHeaders) : staffError(c, 404, 'not_found');
  });

  for (const [path, allow] of [
    ['/messages', 'GET, HEAD, POST'],
    ['/export.csv', 'GET, HEAD'],
    ['/messages/:id', 'GET, HEAD, PATCH, DELETE'],
  ] as const)
    router.all(path, (c) => staffError(c, 405, 'method_not_allowed', undefined, { Allow: allow }));
  return router;
}
