import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, toTable, type MessageRecord } from './report';

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
