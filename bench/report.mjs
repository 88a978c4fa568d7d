// `node bench/report.mjs`: writes the table of bench/results/latest.json into docs/benchmarks.md,
// between the markers <!-- bench:latest:start --> and <!-- bench:latest:end -->, with the
// machine's load average at the start of the run. The text around it is written by hand.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const latest = JSON.parse(readFileSync(new URL('bench/results/latest.json', root), 'utf8'));
const docPath = new URL('docs/benchmarks.md', root);
const doc = readFileSync(docPath, 'utf8');
const START = '<!-- bench:latest:start -->';
const END = '<!-- bench:latest:end -->';
if (!doc.includes(START) || !doc.includes(END)) {
  process.stderr.write(`docs/benchmarks.md hat die Marken ${START} und ${END} nicht\n`);
  process.exit(1);
}

const number = (value) => (typeof value === 'number' ? value.toLocaleString('de-AT', { maximumFractionDigits: 2 }) : '–');
const m = latest.machine;
const lines = [
  `Stand ${latest.finishedAt.slice(0, 16).replace('T', ' ')} UTC, Commit ${m.gitCommit}, ${m.cores} Kerne (${m.cpu}), Node ${m.node}, ${m.pinning}; ${latest.knobs.quick ? 'Kurzlauf' : 'voller Lauf'}, Dauer ${Math.round(latest.durationS / 60)} min, Lastmittel ${m.loadAverageAtStart ? `zu Beginn ${m.loadAverageAtStart.map(number).join(' / ')}, ` : ''}am Ende ${m.loadAverage.map(number).join(' / ')} (1/5/15 min).`,
  '',
  '| # | Szenario | Wert | Basislinie | Verhältnis | Ziel | erfüllt |',
  '|---|---|---|---|---|---|---|',
  ...latest.results.map((r) =>
    r.error
      ? `| ${r.id} | – | nicht gelaufen: ${String(r.error).split('\n')[0].replaceAll('|', '/')} | | | | nein |`
      : `| ${r.id} | ${r.scenario} | ${number(r.value)} ${r.unit ?? ''} | ${number(r.baseline)} | ${number(r.ratio)} | ${r.target} | ${r.met ? 'ja' : 'nein'} |`,
  ),
];
const before = doc.slice(0, doc.indexOf(START) + START.length);
const after = doc.slice(doc.indexOf(END));
writeFileSync(docPath, `${before}\n${lines.join('\n')}\n${after}`);
process.stdout.write('docs/benchmarks.md: Tabelle des letzten Laufs geschrieben.\n');
