/**
 * The part of OData 4.01 query options the portal needs, translated to parameterised SQL
 * over a whitelist of columns: $filter (eq ne gt ge lt le, and or not, parentheses,
 * `in (…)`, contains/startswith/endswith, `field/any(x: x eq '…')` on collections),
 * $orderby, $top, $skip, $count and $select. Anything else is refused the way Dynamics
 * refuses it: 400 with `{ error: { code, message } }`.
 */

export type ColumnType = 'text' | 'int' | 'decimal' | 'bool' | 'datetime' | 'date' | 'textarray';
export type Columns = Readonly<Record<string, ColumnType>>;

/** Error codes Dynamics uses for malformed queries and unknown properties. */
export const DYNAMICS_QUERY_ERROR = '0x80060888';

export class ODataQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ODataQueryError';
  }
}

export const LIMITS = {
  filterLength: 8_000,
  inListSize: 1_000,
  depth: 32,
  maxPageSize: 5_000,
  maxSkip: 10_000_000,
} as const;

type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'null' }
  | { kind: 'datetime'; value: string };

type Node =
  | { kind: 'and' | 'or'; left: Node; right: Node }
  | { kind: 'not'; expr: Node }
  | { kind: 'cmp'; op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'; field: string; value: Literal }
  | { kind: 'in'; field: string; values: Literal[] }
  | { kind: 'func'; name: 'contains' | 'startswith' | 'endswith'; field: string; value: string }
  | { kind: 'any'; field: string; value: Literal };

type Token = { t: 'punct'; v: '(' | ')' | ',' | ':' | '/' } | { t: 'ident'; v: string } | { t: 'lit'; v: Literal };

const DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?(Z|[+-]\d{2}:\d{2}))?/;
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}/;
const NUMBER = /^-?\d+(\.\d+)?/;
const IDENT = /^[A-Za-z_][A-Za-z0-9_]*/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',' || ch === ':' || ch === '/') {
      tokens.push({ t: 'punct', v: ch });
      i++;
      continue;
    }
    if (ch === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= input.length) throw new ODataQueryError('Syntax error: unterminated string literal in $filter.');
        const c = input[i]!;
        if (c === "'") {
          if (input[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += c;
        i++;
      }
      tokens.push({ t: 'lit', v: { kind: 'string', value } });
      continue;
    }
    const rest = input.slice(i, i + 64);
    const guid = GUID.exec(rest);
    if (guid) {
      tokens.push({ t: 'lit', v: { kind: 'string', value: guid[0].toLowerCase() } });
      i += guid[0].length;
      continue;
    }
    const dt = DATETIME.exec(rest);
    if (dt) {
      tokens.push({ t: 'lit', v: { kind: 'datetime', value: dt[0] } });
      i += dt[0].length;
      continue;
    }
    const num = NUMBER.exec(rest);
    if (num) {
      tokens.push({ t: 'lit', v: { kind: 'number', value: Number(num[0]) } });
      i += num[0].length;
      continue;
    }
    const id = IDENT.exec(rest);
    if (id) {
      const word = id[0];
      if (word === 'true' || word === 'false') tokens.push({ t: 'lit', v: { kind: 'bool', value: word === 'true' } });
      else if (word === 'null') tokens.push({ t: 'lit', v: { kind: 'null' } });
      else tokens.push({ t: 'ident', v: word });
      i += word.length;
      continue;
    }
    throw new ODataQueryError(`Syntax error at position ${i} in $filter.`);
  }
  return tokens;
}

const COMPARISONS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCTIONS = new Set(['contains', 'startswith', 'endswith']);

class Parser {
  private pos = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly columns: Columns,
  ) {}

  parse(): Node {
    const node = this.or();
    if (this.pos < this.tokens.length) throw new ODataQueryError('Syntax error: unexpected token after the end of the $filter expression.');
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.pos];
  }

  private isWord(word: string): boolean {
    const tok = this.peek();
    return tok?.t === 'ident' && tok.v === word;
  }

  private expectPunct(v: string): void {
    const tok = this.tokens[this.pos++];
    if (!tok || tok.t !== 'punct' || tok.v !== v) throw new ODataQueryError(`Syntax error: '${v}' expected in $filter.`);
  }

  private field(): string {
    const tok = this.tokens[this.pos++];
    if (!tok || tok.t !== 'ident') throw new ODataQueryError('Syntax error: property name expected in $filter.');
    if (!(tok.v in this.columns)) throw new ODataQueryError(`Could not find a property named '${tok.v}' on type 'Microsoft.Dynamics.CRM.entity'.`);
    return tok.v;
  }

  private literal(): Literal {
    const tok = this.tokens[this.pos++];
    if (!tok || tok.t !== 'lit') throw new ODataQueryError('Syntax error: literal value expected in $filter.');
    return tok.v;
  }

  private or(): Node {
    let left = this.and();
    while (this.isWord('or')) {
      this.pos++;
      left = { kind: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): Node {
    let left = this.unary();
    while (this.isWord('and')) {
      this.pos++;
      left = { kind: 'and', left, right: this.unary() };
    }
    return left;
  }

  private unary(): Node {
    if (++this.depth > LIMITS.depth) throw new ODataQueryError('The $filter expression is nested too deeply.');
    try {
      if (this.isWord('not')) {
        this.pos++;
        return { kind: 'not', expr: this.unary() };
      }
      return this.primary();
    } finally {
      this.depth--;
    }
  }

  private primary(): Node {
    const tok = this.peek();
    if (tok?.t === 'punct' && tok.v === '(') {
      this.pos++;
      const inner = this.or();
      this.expectPunct(')');
      return inner;
    }
    if (tok?.t === 'ident' && FUNCTIONS.has(tok.v) && this.tokens[this.pos + 1]?.t === 'punct') {
      this.pos++;
      this.expectPunct('(');
      const field = this.field();
      this.expectPunct(',');
      const value = this.literal();
      this.expectPunct(')');
      if (value.kind !== 'string') throw new ODataQueryError(`${tok.v}() expects a string literal.`);
      return { kind: 'func', name: tok.v as 'contains' | 'startswith' | 'endswith', field, value: value.value };
    }
    const field = this.field();
    const next = this.peek();
    if (next?.t === 'punct' && next.v === '/') {
      // field/any(x: x eq 'value')
      this.pos++;
      if (!this.isWord('any')) throw new ODataQueryError('Only the any() lambda operator is supported.');
      this.pos++;
      this.expectPunct('(');
      const variable = this.tokens[this.pos++];
      if (!variable || variable.t !== 'ident') throw new ODataQueryError('Syntax error: lambda variable expected.');
      this.expectPunct(':');
      const again = this.tokens[this.pos++];
      if (!again || again.t !== 'ident' || again.v !== variable.v) throw new ODataQueryError('Syntax error: lambda variable expected.');
      if (!this.isWord('eq')) throw new ODataQueryError('Only eq is supported inside any().');
      this.pos++;
      const value = this.literal();
      this.expectPunct(')');
      return { kind: 'any', field, value };
    }
    if (this.isWord('in')) {
      this.pos++;
      this.expectPunct('(');
      const values: Literal[] = [this.literal()];
      while (this.peek()?.t === 'punct' && (this.peek() as { v: string }).v === ',') {
        this.pos++;
        values.push(this.literal());
        if (values.length > LIMITS.inListSize) throw new ODataQueryError(`The in operator accepts at most ${LIMITS.inListSize} values.`);
      }
      this.expectPunct(')');
      return { kind: 'in', field, values };
    }
    const op = this.tokens[this.pos++];
    if (!op || op.t !== 'ident' || !COMPARISONS.has(op.v)) throw new ODataQueryError('Syntax error: comparison operator expected in $filter.');
    return { kind: 'cmp', op: op.v as 'eq', field, value: this.literal() };
  }
}

const SQL_OPS = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Compiles an AST to SQL, pushing values into `params` ($1, $2, …). */
class Compiler {
  /** Whether a contains() of three characters or more was compiled (a trigram index can find its rows). */
  patterns = false;

  constructor(
    private readonly columns: Columns,
    readonly params: unknown[],
  ) {}

  private bind(field: string, lit: Literal): string {
    const type = this.columns[field]!;
    const bad = () => new ODataQueryError(`A binary operator with incompatible types was detected for property '${field}'.`);
    switch (type) {
      case 'text':
        if (lit.kind !== 'string') throw bad();
        this.params.push(lit.value);
        return `$${this.params.length}`;
      case 'int':
      case 'decimal':
        if (lit.kind !== 'number' || (type === 'int' && !Number.isInteger(lit.value))) throw bad();
        this.params.push(lit.value);
        return `$${this.params.length}`;
      case 'bool':
        if (lit.kind !== 'bool') throw bad();
        this.params.push(lit.value);
        return `$${this.params.length}`;
      case 'datetime':
      case 'date': {
        const text = lit.kind === 'datetime' || lit.kind === 'string' ? lit.value : null;
        if (text === null || !DATETIME.test(text) || Number.isNaN(Date.parse(text))) throw bad();
        this.params.push(text);
        return `$${this.params.length}::${type === 'date' ? 'date' : 'timestamptz'}`;
      }
      case 'textarray':
        throw new ODataQueryError(`Property '${field}' is a collection; use ${field}/any(x: x eq '…').`);
    }
  }

  compile(node: Node): string {
    switch (node.kind) {
      case 'and':
      case 'or':
        return `(${this.compile(node.left)} ${node.kind} ${this.compile(node.right)})`;
      case 'not':
        return `(not ${this.compile(node.expr)})`;
      case 'cmp': {
        const col = quoteIdent(node.field);
        if (node.value.kind === 'null') {
          if (node.op === 'eq') return `${col} is null`;
          if (node.op === 'ne') return `${col} is not null`;
          throw new ODataQueryError('null can only be compared with eq or ne.');
        }
        if (node.op === 'ne') return `${col} is distinct from ${this.bind(node.field, node.value)}`;
        return `${col} ${SQL_OPS[node.op]} ${this.bind(node.field, node.value)}`;
      }
      case 'in': {
        if (node.values.some((v) => v.kind === 'null')) throw new ODataQueryError('null is not allowed in an in list.');
        // One value is an equality: the same rows, and the planner can then read an index on
        // (field, sort column) in order (`= any(array)` made it scan a whole status: 19,000 CIDs).
        if (node.values.length === 1) return `${quoteIdent(node.field)} = ${this.bind(node.field, node.values[0]!)}`;
        const type = this.columns[node.field]!;
        const values = node.values.map((v) => {
          this.bind(node.field, v);
          return this.params.pop();
        });
        this.params.push(values);
        const arrayType =
          type === 'text'
            ? 'text[]'
            : type === 'int'
              ? 'int[]'
              : type === 'decimal'
                ? 'numeric[]'
                : type === 'bool'
                  ? 'bool[]'
                  : type === 'date'
                    ? 'date[]'
                    : 'timestamptz[]';
        return `${quoteIdent(node.field)} = any($${this.params.length}::${arrayType})`;
      }
      case 'func': {
        if (this.columns[node.field] !== 'text') throw new ODataQueryError(`${node.name}() needs a string property.`);
        // Three characters and more a trigram index can serve.
        if (node.name === 'contains' && [...node.value].length >= 3) this.patterns = true;
        const escaped = node.value.replace(/[\\%_]/g, (c) => `\\${c}`);
        const pattern = node.name === 'contains' ? `%${escaped}%` : node.name === 'startswith' ? `${escaped}%` : `%${escaped}`;
        this.params.push(pattern);
        const ilike = `${quoteIdent(node.field)} ilike $${this.params.length}`;
        const variants = node.name === 'contains' ? shortCaseVariants(node.value) : null;
        if (variants === null) return ilike;
        // A value under three characters cannot use a trigram index, and ILIKE folds the case
        // of every row (in PGlite about 20 µs a row: 'Ki' took 190–500 ms on the 22,400
        // locations). Case-sensitive LIKE on each spelling of the value is some 20 times
        // cheaper; the ILIKE stays as the exact condition, so the rows found are the same.
        const likes = variants.map((variant) => {
          this.params.push(`%${variant.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
          return `${quoteIdent(node.field)} like $${this.params.length}`;
        });
        return `((${likes.join(' or ')}) and ${ilike})`;
      }
      case 'any': {
        if (this.columns[node.field] !== 'textarray') throw new ODataQueryError(`any() needs a collection property, '${node.field}' is not one.`);
        if (node.value.kind !== 'string') throw new ODataQueryError('any() compares with a string literal.');
        this.params.push(node.value.value);
        return `$${this.params.length} = any(${quoteIdent(node.field)})`;
      }
    }
  }
}

/** Translates a $filter expression; returns '' for none. */
export function filterToSql(filter: string | null, columns: Columns, params: unknown[]): string {
  return compileFilter(filter, columns, params).where;
}

function compileFilter(filter: string | null, columns: Columns, params: unknown[]): { where: string; patterns: boolean } {
  if (filter === null || filter.trim() === '') return { where: '', patterns: false };
  if (filter.length > LIMITS.filterLength) throw new ODataQueryError(`The $filter expression is longer than ${LIMITS.filterLength} characters.`);
  const ast = new Parser(tokenize(filter), columns).parse();
  const compiler = new Compiler(columns, params);
  return { where: compiler.compile(ast), patterns: compiler.patterns };
}

export function orderByToSql(orderby: string | null, columns: Columns, key: string, fallback: string): string {
  const parts: string[] = [];
  const source = orderby && orderby.trim() !== '' ? orderby : fallback;
  for (const raw of source.split(',')) {
    const [field, direction, extra] = raw.trim().split(/\s+/);
    if (!field || extra !== undefined) throw new ODataQueryError('Syntax error in $orderby.');
    if (!(field in columns) || columns[field] === 'textarray') throw new ODataQueryError(`Could not find a property named '${field}' to order by.`);
    const dir = direction === undefined ? 'asc' : direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc') throw new ODataQueryError(`Syntax error in $orderby: '${direction}' is not asc or desc.`);
    parts.push(`${quoteIdent(field)} ${dir}`);
  }
  // The key last keeps paging stable when the requested order has ties.
  if (!parts.some((p) => p.startsWith(`${quoteIdent(key)} `))) parts.push(`${quoteIdent(key)} asc`);
  return parts.join(', ');
}

function nonNegativeInt(name: string, value: string | null, max: number): number | null {
  if (value === null) return null;
  if (!/^\d{1,9}$/.test(value)) throw new ODataQueryError(`Invalid value '${value.slice(0, 40)}' for ${name}: a non-negative integer is expected.`);
  const n = Number(value);
  if (n > max) throw new ODataQueryError(`${name} must not exceed ${max}.`);
  return n;
}

export interface CollectionQuery {
  where: string;
  params: unknown[];
  orderBy: string;
  top: number | null;
  skip: number;
  count: boolean;
  select: string[] | null;
  /** Whether the filter has a contains() a trigram index can serve, which may find its rows faster than walking the order. */
  patterns: boolean;
}

const SUPPORTED_OPTIONS = new Set(['$filter', '$orderby', '$top', '$skip', '$count', '$select']);

export function parseCollectionQuery(query: URLSearchParams, columns: Columns, key: string, defaultOrder: string): CollectionQuery {
  for (const name of new Set(query.keys())) {
    if (name.startsWith('$') && !SUPPORTED_OPTIONS.has(name)) throw new ODataQueryError(`The query parameter ${name} is not supported.`);
    if (name.startsWith('$') && query.getAll(name).length > 1) throw new ODataQueryError(`Query option ${name} was specified more than once.`);
  }
  const params: unknown[] = [];
  const { where, patterns } = compileFilter(query.get('$filter'), columns, params);
  const orderBy = orderByToSql(query.get('$orderby'), columns, key, defaultOrder);
  const top = nonNegativeInt('$top', query.get('$top'), LIMITS.maxPageSize);
  const skip = nonNegativeInt('$skip', query.get('$skip'), LIMITS.maxSkip) ?? 0;
  const countRaw = query.get('$count');
  if (countRaw !== null && countRaw !== 'true' && countRaw !== 'false') throw new ODataQueryError('$count must be true or false.');
  let select: string[] | null = null;
  const selectRaw = query.get('$select');
  if (selectRaw !== null && selectRaw.trim() !== '') {
    select = selectRaw.split(',').map((s) => s.trim());
    for (const field of select) {
      if (!(field in columns)) throw new ODataQueryError(`Could not find a property named '${field}' to select.`);
    }
    if (!select.includes(key)) select.unshift(key);
  }
  return { where, params, orderBy, top, skip, count: countRaw === 'true', select, patterns };
}

/**
 * Every upper/lower-case spelling of a value of one or two characters (at most four), or
 * null when that does not help: longer values (trigram indexes serve them), or a character
 * whose other case is not one character (ß → SS), where LIKE could miss what ILIKE finds.
 */
export function shortCaseVariants(value: string): string[] | null {
  const chars = [...value];
  if (chars.length === 0 || chars.length > 2) return null;
  let variants = [''];
  for (const char of chars) {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if ([...lower].length !== 1 || [...upper].length !== 1) return null;
    const spellings = lower === upper ? [char] : [lower, upper];
    variants = variants.flatMap((prefix) => spellings.map((spelling) => prefix + spelling));
  }
  return variants;
}
