/**
 * Field checks for write bodies. They collect one German message per field, which the
 * writes answer with as `{ errors: { field: message } }` (catalogue rule 2). The BFF
 * validates first; these checks keep the stand-in as strict as a real back end would be.
 */
import { fieldErrors } from './errors';

export const ONT_SERIAL = /^ALCL[0-9A-F]{8}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export class FieldChecker {
  readonly errors: Record<string, string> = {};

  constructor(readonly body: Record<string, unknown>) {}

  has(field: string): boolean {
    return Object.hasOwn(this.body, field) && this.body[field] !== undefined;
  }

  private fail(field: string, message: string): undefined {
    if (!(field in this.errors)) this.errors[field] = message;
    return undefined;
  }

  string(field: string, opts: { required?: boolean; max: number; pattern?: RegExp; patternMessage?: string }): string | null | undefined {
    if (!this.has(field) || this.body[field] === null) {
      if (opts.required) return this.fail(field, 'Feld ist nicht optional');
      return this.has(field) ? null : undefined;
    }
    const value = this.body[field];
    if (typeof value !== 'string') return this.fail(field, 'Wert muss vom Typ String sein');
    const trimmed = value.trim();
    if (opts.required && trimmed === '') return this.fail(field, 'Feld ist nicht optional');
    if (trimmed.length > opts.max) return this.fail(field, `Höchstens ${opts.max} Zeichen erlaubt`);
    if (opts.pattern && trimmed !== '' && !opts.pattern.test(trimmed)) return this.fail(field, opts.patternMessage ?? 'Ungültiges Format');
    return trimmed === '' ? null : trimmed;
  }

  email(field: string, required = false): string | null | undefined {
    return this.string(field, { required, max: 254, pattern: EMAIL, patternMessage: 'E-Mail ist ungültig' });
  }

  date(field: string, required = false): string | null | undefined {
    const value = this.string(field, { required, max: 10, pattern: ISO_DATE, patternMessage: 'Datum im Format JJJJ-MM-TT erwartet' });
    if (typeof value === 'string' && Number.isNaN(Date.parse(value))) return this.fail(field, 'Ungültiges Datum');
    return value;
  }

  datetime(field: string, required = false): string | null | undefined {
    const value = this.string(field, { required, max: 40, pattern: ISO_DATETIME, patternMessage: 'Zeitpunkt im ISO-8601-Format erwartet' });
    if (typeof value === 'string' && Number.isNaN(Date.parse(value))) return this.fail(field, 'Ungültiger Zeitpunkt');
    return value;
  }

  integer(field: string, opts: { required?: boolean; allowed?: readonly number[]; min?: number; max?: number }): number | null | undefined {
    if (!this.has(field) || this.body[field] === null) {
      if (opts.required) return this.fail(field, 'Feld ist nicht optional');
      return this.has(field) ? null : undefined;
    }
    const value = this.body[field];
    if (typeof value !== 'number' || !Number.isInteger(value)) return this.fail(field, 'Ganze Zahl erwartet');
    if (opts.allowed && !opts.allowed.includes(value)) return this.fail(field, `Erlaubte Werte: ${opts.allowed.join(', ')}`);
    if (opts.min !== undefined && value < opts.min) return this.fail(field, `Mindestens ${opts.min}`);
    if (opts.max !== undefined && value > opts.max) return this.fail(field, `Höchstens ${opts.max}`);
    return value;
  }

  boolean(field: string, required = false): boolean | undefined {
    if (!this.has(field)) {
      if (required) this.fail(field, 'Feld ist nicht optional');
      return undefined;
    }
    const value = this.body[field];
    if (typeof value !== 'boolean') return this.fail(field, 'Wahrheitswert erwartet');
    return value;
  }

  add(field: string, message: string): void {
    this.fail(field, message);
  }

  /** Throws the collected field errors, if any. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw fieldErrors(this.errors);
  }
}

export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw fieldErrors({ body: 'Ein JSON-Objekt wird erwartet' });
  return body as Record<string, unknown>;
}

/** Reads `name@odata.bind: '/set(<id>)'` as Dynamics clients send lookups. */
export function odataBind(body: Record<string, unknown>, name: string, set: string): string | undefined {
  const value = body[`${name}@odata.bind`];
  if (typeof value !== 'string') return undefined;
  const m = new RegExp(`^/?${set}\\((?:'([^']*)'|([0-9a-fA-F-]{36}|[^)']+))\\)$`).exec(value);
  return m ? (m[1] ?? m[2]!) : undefined;
}
