/** The text a PDF draws (Tj/TJ of its inflated content streams): read by the server specs and the browser tests. */
import { inflateSync } from 'node:zlib';

/** Every text a PDF draws with Tj/TJ, in order (content streams inflated; hex and literal strings, WinAnsi read as Latin-1). */
export function pdfTexts(pdf: Uint8Array): string[] {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString('latin1');
  const texts: string[] = [];
  const streamPattern = /<<((?:(?!>>\s*stream)[\s\S])*)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(latin); match !== null; match = streamPattern.exec(latin)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) continue;
    const data = bytes.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(match[1]!) ? inflateSync(data) : data).toString('latin1');
    } catch {
      continue;
    }
    const operators = /(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj|\[((?:<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ/g;
    for (let op = operators.exec(content); op !== null; op = operators.exec(content)) {
      const strings = op[1] !== undefined ? [op[1]] : (op[2]!.match(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g) ?? []);
      texts.push(strings.map(decodePdfString).join(''));
    }
  }
  return texts;
}

function decodePdfString(token: string): string {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s/g, ''), 'hex').toString('latin1');
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_all, escaped: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return simple[escaped] ?? String.fromCharCode(parseInt(escaped, 8));
  });
}
