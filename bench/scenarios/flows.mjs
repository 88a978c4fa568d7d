// B13 (typing: address and CID suggestions under load) and B14 (order submit and sign over
// a fixed-latency upstream), through the running portal's GraphQL endpoint.
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import autocannon from 'autocannon';
import { PortalClient, graphqlBody, upstreamControl } from '../lib/portal-client.mjs';
import { entry, median, percentile } from '../lib/stats.mjs';

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** What a user types into the address search, keystroke by keystroke (from 2 characters on), and a CID pasted whole. */
export function typedTexts(cid) {
  const prefixes = (word) => Array.from({ length: word.length - 1 }, (_, i) => word.slice(0, i + 2));
  return [...prefixes('Kirchengasse 1a'), ...prefixes('Hauptstraße 5'), ...prefixes('Innsbruck'), '6020', 'Dorf 12', cid];
}

/** A CID without an order that every ISP may see (status 'frei'), from the upstream. */
async function freeCids(upstreamUrl, count) {
  const filter = encodeURIComponent('cos_status eq 181510001');
  const free = await (await fetch(`${upstreamUrl}/crm/cids?$top=${count * 3}&$orderby=cos_cid desc&$select=cos_cid&$filter=${filter}`)).json();
  const candidates = free.value.map((row) => row.cos_cid);
  const inList = candidates.map((cid) => `'${cid}'`).join(',');
  const ordered = await (await fetch(`${upstreamUrl}/crm/orders?$select=cos_cid&$filter=${encodeURIComponent(`cos_cid in (${inList})`)}`)).json();
  const taken = new Set(ordered.value.map((row) => row.cos_cid));
  return candidates.filter((cid) => !taken.has(cid)).slice(0, count);
}

export async function b13(ctx) {
  const isp = await PortalClient.signIn(ctx.portalUrl, 'user.isp@example.at');
  const [cid] = await freeCids(ctx.upstreamUrl, 1);
  const texts = typedTexts(cid);
  // Every text answers without errors before the load starts; the answers' digest goes into the details.
  const answers = {};
  for (const text of texts) {
    const response = await isp.graphql('AddressSuggestions', { text });
    if (response.status !== 200 || response.json.errors) throw new Error(`B13 "${text}": ${response.text.slice(0, 200)}`);
    answers[text] = response.json.data.addressSuggestions.map((s) => s.locationId).join(',');
  }
  const requests = texts.map((text) => ({ method: 'POST', path: '/graphql', headers: isp.headers(), body: graphqlBody('AddressSuggestions', { text }) }));
  const p95s = [];
  const rounds = [];
  for (let i = 0; i < ctx.knobs.rounds; i++) {
    const latencies = [];
    const result = await cannon({
      url: ctx.portalUrl,
      connections: 10,
      duration: ctx.knobs.durationS,
      requests,
      setupClient: (client) => client.on('response', (_status, _bytes, ms) => latencies.push(ms)),
    });
    const failed = result.non2xx + result.errors + result.timeouts;
    if (failed > 0) throw new Error(`B13: ${failed} of ${result.requests.total} requests failed`);
    const p95 = percentile(latencies, 95);
    p95s.push(p95);
    rounds.push({ rps: result.requests.average, p50: result.latency.p50, p95, p99: result.latency.p99, requests: latencies.length });
  }
  const value = median(p95s);
  return entry({
    id: 'B13',
    scenario: `Tippen: Adress- und CID-Vorschläge (${texts.length} Eingaben, Buchstabe für Buchstabe), 10 Verbindungen: p95`,
    value,
    baseline: null,
    ratio: null,
    target: 'p95 <= 100 ms, Ergebnisse unverändert',
    met: value <= 100,
    unit: 'ms',
    details: { rounds, p95: p95s, answers },
  });
}

/** A small signature PNG (a dark stroke on transparent), as the signature pad draws it. */
function signaturePng() {
  const width = 300;
  const height = 90;
  const stride = 1 + width * 4;
  const raw = Buffer.alloc(stride * height);
  for (let x = 0; x < width; x++) {
    const y = Math.round(height / 2 + Math.sin(x / 15) * (height / 4));
    raw[y * stride + 1 + x * 4 + 3] = 255;
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(typed));
    return Buffer.concat([length, typed, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function orderInput(cid) {
  return {
    cid,
    idempotencyKey: randomUUID(),
    salutation: 'Frau',
    firstName: 'Anna',
    lastName: 'Huber',
    birthDate: '1985-04-23',
    email: 'anna.huber@example.at',
    phone: '+43 664 1234567',
    mainProductId: 'GF-500',
    addOnProductIds: ['AO-VOIP'],
    contractTermMonths: 24,
    preferredDate: null,
    installationNotes: 'Bitte vorher anrufen.',
    consentTerms: true,
    consentDataProcessing: true,
  };
}

/** Runs `call` alone and answers its time and the upstream calls it made, with the upstream's own time for each. */
async function timed(upstreamUrl, call) {
  await upstreamControl(upstreamUrl, 'DELETE', 'calls');
  const started = performance.now();
  const result = await call();
  const ms = performance.now() - started;
  const { calls } = await (await fetch(`${upstreamUrl}/__control/calls?log`)).json();
  const upstream = calls.map((c) => ({ call: `${c.method} ${c.path}`, ms: c.ms ?? null }));
  return { result, ms, upstream, upstreamMs: upstream.reduce((sum, c) => sum + (c.ms ?? 0), 0) };
}

export async function b14(ctx) {
  const latencyMs = 50;
  // 60 each: the p95 of 20 was the second-highest sample, and one slow call on the shared
  // machine decided the ratio (2c1be98: sign p95 272 ms at a p50 of 141 ms).
  const count = ctx.knobs.quick ? 5 : 60;
  const isp = await PortalClient.signIn(ctx.portalUrl, 'user.isp@example.at');
  const cids = await freeCids(ctx.upstreamUrl, count + 1);
  if (cids.length < count + 1) throw new Error(`B14: only ${cids.length} free CIDs without an order`);
  const signature = signaturePng();
  // The signing page is open (no session); its requests come from the browser of the customer.
  const customer = new PortalClient(ctx.portalUrl);
  const submitOnce = async (cid) => {
    const response = await isp.graphql('SubmitOrder', { input: orderInput(cid) });
    const result = response.json.data?.submitOrder;
    if (response.status !== 200 || response.json.errors || !result?.ok) throw new Error(`B14 submitOrder: ${response.text.slice(0, 300)}`);
    return result.order;
  };
  const signOnce = async (order) => {
    // The link's path is /locations-order/<cid>/form-sign/<source_id>.
    const sourceId = decodeURIComponent(order.signingLink.path.split('/').pop());
    const response = await customer.graphql('SignOrder', { input: { cid: order.cid, sourceId, signerName: 'Anna Huber', signature, consentTerms: true } });
    const result = response.json.data?.signOrder;
    if (response.status !== 200 || response.json.errors || !result?.ok) throw new Error(`B14 signOrder: ${response.text.slice(0, 300)}`);
  };
  await upstreamControl(ctx.upstreamUrl, 'POST', 'faults', [{ pathPrefix: '/', mode: 'slow', delayMs: latencyMs }]);
  const submits = [];
  const signs = [];
  try {
    // One warm-up order (first use of the mutation's code paths), not counted.
    const warmCid = cids.pop();
    await signOnce({ ...(await submitOnce(warmCid)), cid: warmCid });
    for (const cid of cids) {
      const submitted = await timed(ctx.upstreamUrl, () => submitOnce(cid));
      submits.push(submitted);
      signs.push(await timed(ctx.upstreamUrl, () => signOnce({ ...submitted.result, cid })));
    }
  } finally {
    await upstreamControl(ctx.upstreamUrl, 'DELETE', 'faults');
  }
  // The baseline is the sum of each sample's upstream calls. Samples whose calls differ from the
  // most common set (a shared-cache refresh, or work that followed an earlier answer, landing in
  // this sample) are counted in the details, so that a baseline padded by them shows.
  const callsOf = (run) =>
    run.upstream
      .map((c) => c.call.replace(/\([^)]*\)/g, '(…)'))
      .sort()
      .join(', ');
  const otherCalls = (runs) => {
    const counts = new Map();
    for (const run of runs) counts.set(callsOf(run), (counts.get(callsOf(run)) ?? 0) + 1);
    const usual = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    return runs.filter((run) => callsOf(run) !== usual).map(callsOf);
  };
  const summary = (runs) => ({
    p50: median(runs.map((r) => r.ms)),
    p95: percentile(
      runs.map((r) => r.ms),
      95,
    ),
    baselineP95: percentile(
      runs.map((r) => r.upstreamMs),
      95,
    ),
    upstreamCalls: runs[0]?.upstream.map((c) => c.call) ?? [],
    samplesWithOtherCalls: otherCalls(runs),
  });
  const submit = summary(submits);
  const sign = summary(signs);
  const ratios = { submit: submit.p95 / submit.baselineP95, sign: sign.p95 / sign.baselineP95 };
  const worse = ratios.submit >= ratios.sign ? 'submit' : 'sign';
  return entry({
    id: 'B14',
    scenario: `Bestellung absenden und unterschreiben (je ${count}), Upstream mit ${latencyMs} ms Latenz: p95 gegen die Summe der Upstream-Aufrufe (schlechterer der beiden)`,
    value: worse === 'submit' ? submit.p95 : sign.p95,
    baseline: worse === 'submit' ? submit.baselineP95 : sign.baselineP95,
    ratio: ratios[worse],
    target: 'ratio <= 1.3 für submitOrder und signOrder',
    met: ratios.submit <= 1.3 && ratios.sign <= 1.3,
    unit: 'ms',
    details: { latencyMs, submit: { ...submit, ratio: ratios.submit }, sign: { ...sign, ratio: ratios.sign } },
  });
}
