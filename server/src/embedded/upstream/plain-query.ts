/**
 * Query parameters of the plain-JSON services (speed, pm): `ids=a,b`, `limit`, `offset`,
 * `sort=field,-other`. A bad value throws ParamError, which the router answers in the
 * owning system's style (pm `{ errors: { <param>: … } }`, speed `{ code, message }`).
 */
export class ParamError extends Error {
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
    this.name = 'ParamError';
  }
}

export const MAX_IDS = 1_000;

export function idList(query: URLSearchParams, name: string): string[] | null {
  const raw = query.get(name);
  if (raw === null) return null;
  const ids = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) throw new ParamError(name, 'Mindestens ein Wert erwartet');
  if (ids.length > MAX_IDS) throw new ParamError(name, `Höchstens ${MAX_IDS} Werte erlaubt`);
  if (ids.some((id) => id.length > 64)) throw new ParamError(name, 'Wert zu lang');
  return [...new Set(ids)];
}

export function paging(query: URLSearchParams, defaultLimit = 50, maxLimit = 1_000): { limit: number; offset: number } {
  const parse = (name: string, fallback: number, max: number) => {
    const raw = query.get(name);
    if (raw === null) return fallback;
    if (!/^\d{1,9}$/.test(raw)) throw new ParamError(name, 'Nicht-negative ganze Zahl erwartet');
    const n = Number(raw);
    if (n > max) throw new ParamError(name, `Höchstens ${max}`);
    return n;
  };
  const limit = parse('limit', defaultLimit, maxLimit);
  if (limit === 0) throw new ParamError('limit', 'Mindestens 1');
  return { limit, offset: parse('offset', 0, 10_000_000) };
}

/** `sort=a,-b` over a whitelist mapping public names to SQL expressions. */
export function sortClause(query: URLSearchParams, allowed: Readonly<Record<string, string>>, fallback: string, tieBreaker: string): string {
  const raw = query.get('sort');
  const parts: string[] = [];
  for (const item of (raw ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const desc = item.startsWith('-');
    const name = desc ? item.slice(1) : item;
    const expr = allowed[name];
    if (!expr) throw new ParamError('sort', `Unbekanntes Sortierfeld '${name.slice(0, 40)}'. Erlaubt: ${Object.keys(allowed).join(', ')}`);
    parts.push(`${expr} ${desc ? 'desc' : 'asc'} nulls last`);
  }
  parts.push(tieBreaker);
  return parts.join(', ');
}

/** `name=a,b` as an allowed-values list. */
export function enumList(query: URLSearchParams, name: string, allowed: readonly string[]): string[] | null {
  const raw = query.get(name);
  if (raw === null) return null;
  const values = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = values.find((v) => !allowed.includes(v));
  if (bad !== undefined || values.length === 0) throw new ParamError(name, `Erlaubte Werte: ${allowed.join(', ')}`);
  return values;
}

export function textParam(query: URLSearchParams, name: string, max = 200): string | null {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return null;
  if (raw.length > max) throw new ParamError(name, `Höchstens ${max} Zeichen`);
  return raw.trim();
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
