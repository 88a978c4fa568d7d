/**
 * The deliberate refusals of the domain modules (tickets, CIDs, PANs, release notes) as
 * GraphQL errors of the closed set (STYLE.md); `extensions` carries the German `message`
 * and `details` the error modal shows (SPEC.md §8).
 */
import { GraphQLError } from 'graphql';

export function badUserInput(message: string, details: Record<string, string> | null = null): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', message, details } });
}

/** Used for missing data and for data of another account alike, so ids cannot be probed. */
export function notFound(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND', message, details: null } });
}

export function forbidden(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', message, details: null } });
}

export function unauthenticated(): GraphQLError {
  const message = 'Bitte melden Sie sich an, um diese Daten zu sehen.';
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', message, details: null } });
}

/**
 * Collects the problems of one input, then refuses it once with every field named:
 * `details` maps each field to its German message.
 */
export class InputProblems {
  private readonly problems: Record<string, string> = {};

  add(field: string, message: string): void {
    this.problems[field] ??= message;
  }

  get any(): boolean {
    return Object.keys(this.problems).length > 0;
  }

  get fields(): Readonly<Record<string, string>> {
    return this.problems;
  }

  /** Throws BAD_USER_INPUT when a problem was found. */
  throwIfAny(intro = 'Bitte prüfen Sie Ihre Angaben'): void {
    if (!this.any) return;
    const list = Object.values(this.problems).join(' ');
    throw badUserInput(`${intro}: ${list}`, { ...this.problems });
  }
}
