/**
 * The terms (AGB) page the signing page links to, served by the portal itself so the
 * customer reads the terms before signing without leaving the portal. The text comes from
 * `ORDER_TERMS_FILE` (UTF-8, paragraphs separated by blank lines, a line starting with '# '
 * a heading), else the built-in text below. Rendered as static HTML without scripts.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { TERMS_PATH } from './orders.signing';

export const DEFAULT_TERMS = `# Allgemeine Geschäftsbedingungen für Glasfaseranschlüsse

# 1. Vertragsgegenstand
Gegenstand des Vertrags ist die Herstellung und der Betrieb eines Glasfaseranschlusses an der in der Bestellung genannten Adresse mit den bestellten Produkten.

# 2. Entgelte
Alle Preise sind Bruttopreise inklusive 20 % Umsatzsteuer. Einmalige Entgelte (z. B. Herstellung, Expressinstallation) werden nach der Herstellung des Anschlusses verrechnet, monatliche Entgelte ab der Aktivierung.

# 3. Mindestvertragsdauer und Kündigung
Die Mindestvertragsdauer steht in der Bestellung (12, 24 oder 36 Monate). Danach kann der Vertrag mit einer Frist von einem Monat zum Monatsende gekündigt werden.

# 4. Rücktrittsrecht
Verbraucherinnen und Verbraucher können binnen 14 Tagen ab Vertragsabschluss ohne Angabe von Gründen vom Vertrag zurücktreten (§ 11 FAGG).

# 5. Datenschutz
Personenbezogene Daten werden ausschließlich zur Abwicklung dieser Bestellung und des Vertrags verarbeitet.`;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The terms as a small HTML page: headings and paragraphs, every character escaped. */
export function termsHtml(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n(?=# )|\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  const body = blocks
    .map((block) => {
      if (!block.startsWith('# ')) return `<p>${escape(block)}</p>`;
      const [heading, ...rest] = block.split('\n');
      return `<h2>${escape(heading!.slice(2))}</h2>${rest.length > 0 ? `<p>${escape(rest.join('\n'))}</p>` : ''}`;
    })
    .join('\n')
    .replace('<h2>', '<h1>')
    .replace('</h2>', '</h1>');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Allgemeine Geschäftsbedingungen – Glasfaser-Portal</title><style>body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.55;color:#1a1a1f}h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:1.6rem}</style></head><body><main>${body}</main></body></html>`;
}

/** Registers `GET /agb`; the file is read per request so an operator's change shows at once. */
export function registerTermsPage(app: FastifyInstance): void {
  app.get(TERMS_PATH, async (request, reply) => {
    const file = app.portal.services()?.config.ORDER_TERMS_FILE;
    let text = DEFAULT_TERMS;
    if (file) {
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        request.log.error({ err: error, file }, 'terms file unreadable; built-in terms shown');
      }
    }
    return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(termsHtml(text));
  });
}
