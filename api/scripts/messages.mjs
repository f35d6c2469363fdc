// `npm run messages -w api`: the visitors' messages stored by the Node server, newest first, read
// straight from its SQLite file ($DATA_DIR/messages.sqlite, ./data by default, from api/), which it
// opens read-only: the server may run meanwhile. The same list is `GET /api/admin/messages` on any
// runtime, Cloudflare's included.
//   npm run messages -w api                    the latest 50 as a table
//   npm run messages -w api -- --limit 200     the latest 200
//   npm run --silent messages -w api -- --csv > m.csv   all of them, every field, as CSV
//                                                      (--silent: without it npm writes its banner first)
// --data-dir <folder> reads another folder than DATA_DIR.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseSync } from 'node:sqlite';
import { csvColumns, toCsv, toTable } from '../src/messages/report.ts';

const { values } = parseArgs({
  options: {
    csv: { type: 'boolean', default: false },
    limit: { type: 'string' },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log('Usage: npm run messages -w api -- [--csv] [--limit N] [--data-dir folder]');
  process.exit(0);
}
const limit = values.limit === undefined ? (values.csv ? -1 : 50) : Number(values.limit);
if (!Number.isInteger(limit) || limit === 0 || limit < -1) {
  console.error('--limit takes a whole number greater than 0.');
  process.exit(2);
}

const file = join(resolve(values['data-dir'] ?? process.env.DATA_DIR ?? './data'), 'messages.sqlite');
if (!existsSync(file)) {
  console.error(`No messages yet: ${file} does not exist (the server creates it on its first start).`);
  process.exit(values.csv ? 1 : 0);
}
const db = new DatabaseSync(file, { readOnly: true });
const hasTable = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'messages'").get();
const records = hasTable
  ? db.prepare(`SELECT ${csvColumns.join(', ')} FROM messages ORDER BY created_at DESC, rowid DESC LIMIT ?`).all(limit)
  : [];
const total = hasTable ? Number(db.prepare('SELECT COUNT(*) AS total FROM messages').get()?.total ?? 0) : 0;
db.close();

if (values.csv) {
  process.stdout.write(toCsv(/** @type {any} */ (records)));
} else if (records.length === 0) {
  console.log(`No messages in ${file}.`);
} else {
  console.log(toTable(/** @type {any} */ (records)));
  console.log(`\n${records.length} of ${total} message${total > 1 ? 's' : ''} (${file}); --csv exports every field.`);
}
