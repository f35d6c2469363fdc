import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, csvColumns, toCsv, toTable, type MessageRecord } from './report';
import { openSqliteDatabase } from './sqlite';
import { MessageStore } from './store';
import { contactMessage } from './testing';

const record = (fields: Partial<MessageRecord> = {}): MessageRecord => ({
  id: '7d0b7c58-3d2a-4f55-9a9e-1f0e7f3c2b10',
  created_at: '2026-11-28T09:30:00.000Z',
  kind: 'contact',
  status: 'sent',
  attempts: 1,
  sent_at: '2026-11-28T09:30:02.000Z',
  last_error: null,
  name: 'Aina Rakoto',
  email: 'aina@example.mg',
  company: null,
  subject: 'Devis',
  priority: null,
  message: 'Bonjour',
  ...fields,
});

describe('CSV export', () => {
  it('quotes cells with quotes, commas, semicolons and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Dupont, Jean')).toBe('"Dupont, Jean"');
    expect(csvCell('Il a dit "oui"')).toBe('"Il a dit ""oui"""');
    expect(csvCell('ligne 1\r\nligne 2')).toBe('"ligne 1\r\nligne 2"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3)).toBe('3');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","clic")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""clic"")"',
    );
    expect(csvCell('+33 6 00 00 00 00')).toBe("'+33 6 00 00 00 00");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a header row, one row per message, CRLF line ends and a BOM', () => {
    const csv = toCsv([record({ message: 'Bonjour,\nmerci' }), record({ id: 'b', kind: 'support', priority: 'high' })]);
    expect(
      csv.startsWith(
        '\uFEFFid,created_at,kind,status,attempts,sent_at,last_error,name,email,company,subject,priority,message\r\n',
      ),
    ).toBe(true);
    expect(csv).toContain(',Devis,,"Bonjour,\nmerci"\r\n');
    expect(csv.endsWith(',Devis,high,Bonjour\r\n')).toBe(true);
  });
});

describe('table', () => {
  it('prints one aligned line per message, without the visitor’s control characters', () => {
    const table = toTable([record({ name: 'Evil\u001b[2J\u001b[31mName', subject: 'x'.repeat(60) })]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Reçu \(UTC\)\s+Formulaire\s+Envoi\s+Nom\s+E-mail\s+Sujet$/);
    expect(table).not.toContain('\u001b');
    expect(lines[2]).toContain('2026-11-28 09:30  contact');
    expect(lines[2]).toContain(`${'x'.repeat(39)}…`);
  });
});

describe('the export command the README gives', () => {
  it('writes the CSV alone to the file, without npm’s banner', async () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const command = /`(npm run[^`]*messages -w api -- --csv > messages\.csv)`/.exec(readme)?.[1];
    expect(command).toBeDefined();
    const dataDir = mkdtempSync(join(tmpdir(), 'api-csv-'));
    try {
      const db = openSqliteDatabase(join(dataDir, 'messages.sqlite'));
      const store = await MessageStore.open(db);
      await store.add({ kind: 'contact', fields: contactMessage });
      db.close();
      // The README's command as it is, from the repository's root, its file written in the scratch folder.
      const output = join(dataDir, 'messages.csv');
      execSync((command ?? '').replace('> messages.csv', `> '${output}'`), {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
      });
      const csv = readFileSync(output, 'utf8').split('\r\n');
      // The file starts with the BOM and the header row: nothing of npm's before it.
      expect(csv[0]).toBe(`\ufeff${csvColumns.join(',')}`);
      expect(csv).toHaveLength(3);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 20_000);
});
