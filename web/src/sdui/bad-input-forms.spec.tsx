/**
 * Bad input to every form the definitions ship (issue 17, "Bad input"), table-driven from
 * screens/*.yaml, in German and English: create and edit users, tickets from the ticket list,
 * a CID and the CID search, ticket notes, house-connection material, cancelling an order and
 * the settings. For each form, two rounds:
 * - sent empty: every required field names the problem at the field;
 * - sent with typed mistakes (an e-mail and a phone that are none, text longer than allowed,
 *   a postcode or id of the wrong shape, text against its pattern): each at its field.
 * Every message stands at its field (the input is marked invalid and names it), is in the
 * chosen language, and the form's mutation is never sent. Forms without fields (confirmations)
 * take no input. The inventory with the custom forms is in docs/testing.md.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'yaml';
import { renderWithApollo } from '../../test/apollo';
import { setLanguage, i18n } from '../lib/i18n';
import { FormView } from './components/form-view';
import type { FormFieldSpec as FieldSpec, FormSpec } from './definition';
import { operationNamed } from './operations';
import { shippedScreen } from '../../test/support/sdui/screens';

const FILES = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../screens/*.yaml', { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [
    path.slice(path.lastIndexOf('/') + 1),
    text,
  ]),
);

interface FormCase {
  name: string;
  file: string;
  screenId: string;
  /** JSON pointer of the form inside the screen's definition. */
  pointer: string[];
}

function formsIn(value: unknown, pointer: string[]): string[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => formsIn(item, [...pointer, String(index)]));
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = Array.isArray(record['fields']) && record['submit'] !== undefined ? [pointer] : [];
  return [...own, ...Object.entries(record).flatMap(([key, inner]) => formsIn(inner, [...pointer, key]))];
}

const CASES: FormCase[] = Object.entries(FILES).flatMap(([file, text]) =>
  ((parse(text) as { screens?: Array<Record<string, unknown>> }).screens ?? []).flatMap((screen) =>
    formsIn(screen, []).map((pointer) => ({
      name: `${String(screen['id'])} ${pointer.filter((part) => !/^\d+$/.test(part) && part !== 'form').join('.') || 'form'} (${String((resolve(screen, pointer) as FormSpec).submit.operation)})`,
      file,
      screenId: String(screen['id']),
      pointer,
    })),
  ),
);

function resolve(value: unknown, pointer: readonly string[]): unknown {
  return pointer.reduce<unknown>((inner, part) => (inner as Record<string, unknown>)[part], value);
}

function formOf(testCase: FormCase, language: 'de' | 'en'): FormSpec {
  const descriptor = shippedScreen(testCase.file, testCase.screenId, language);
  return resolve({ ...(descriptor.definition as object), id: descriptor.id, route: descriptor.route }, testCase.pointer) as FormSpec;
}

/** What the form takes as typed input: not lists, not choices prefilled from a row. */
const typed = (field: FieldSpec) => field.type !== 'list' && !(field.readOnlyWhenPrefilled && field.prefill);

/** A typed mistake for a field, or null when its type takes none (choices, dates). */
function mistake(field: FieldSpec): string | null {
  if (field.type === 'email') return 'kein-mail';
  if (field.type === 'tel') return 'abc';
  if (field.type !== 'text' && field.type !== 'textarea') return null;
  if (field.rule === 'postcode') return '12';
  if (field.rule === 'accountid') return '!!';
  if (field.pattern) return '!';
  if (field.maxLength !== undefined) return 'x'.repeat(field.maxLength + 1);
  return null;
}

const GERMAN = /\b(Bitte|ist|nicht|eine|ungültig|Zeichen|höchstens|Feld|Pflichtfeld|erlaubt|derzeit)\b|[äöüß]/i;

async function submit(testCase: FormCase, language: 'de' | 'en', values: Record<string, string>) {
  const form = formOf(testCase, language);
  const mutation = operationNamed(form.submit.operation);
  let sent = 0;
  const user = userEvent.setup();
  // A row that lets the user change every field ('editableWhen': e.g. a role the user may change).
  const context: Record<string, unknown> = {};
  for (const field of form.fields) {
    const path = field.editableWhen?.split('.') ?? [];
    path.reduce<Record<string, unknown>>((inner, part, index) => (inner[part] ??= index === path.length - 1 ? true : {}) as Record<string, unknown>, context);
  }
  const { container } = renderWithApollo(<FormView form={form} context={context} />, {
    mocks:
      mutation?.type === 'mutation'
        ? [{ request: { query: mutation.document, variables: () => true }, maxUsageCount: 10, result: () => ((sent += 1), { data: null }) }]
        : [],
  });
  const button = await screen.findByRole('button', { name: form.submit.label });
  for (const [name, value] of Object.entries(values)) {
    const input = container.querySelector(`[name="${name}"]`);
    if (input === null) throw new Error(`no field '${name}' in ${testCase.name}`);
    fireEvent.change(input, { target: { value } });
  }
  await user.click(button);
  const messageAt = (name: string) => {
    const input = container.querySelector(`[name="${name}"]`)!;
    if (input.getAttribute('aria-invalid') !== 'true') return null;
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  };
  /** A choice without an empty option (a user's role) cannot be left empty. */
  const empty = (name: string) => (container.querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value === '';
  return { form, messageAt, empty, sent: () => sent };
}

function expectInLanguage(message: string | null, language: 'de' | 'en', where: string) {
  expect(message, `${where}: no message at the field`).not.toBeNull();
  expect(message, `${where}: empty message`).not.toBe('');
  if (language === 'en') expect(message, where).not.toMatch(GERMAN);
}

describe.each(['de', 'en'] as const)('bad input to every form of the definitions, in %s', (language) => {
  beforeAll(async () => {
    await setLanguage(language);
  });
  afterAll(async () => {
    await setLanguage('de');
  });

  it('finds the forms: tickets (3), ticket notes, users (2), material (2), cancelling, settings', () => {
    expect(CASES.filter((testCase) => formOf(testCase, 'de').fields.some(typed)).length).toBeGreaterThanOrEqual(10);
  });

  it.each(CASES.filter((testCase) => formOf(testCase, 'de').fields.some((field) => typed(field) && field.required)))(
    '$name sent empty: every required field says so, nothing is sent',
    async (testCase) => {
      const { form, messageAt, empty, sent } = await submit(testCase, language, {});
      const required = form.fields.filter((field) => typed(field) && field.required && empty(field.name));
      await waitFor(() => expect(messageAt(required[0]!.name)).not.toBeNull());
      for (const field of required) expectInLanguage(messageAt(field.name), language, field.name);
      expect(sent()).toBe(0);
    },
    20_000,
  );

  it.each(CASES.filter((testCase) => formOf(testCase, 'de').fields.some((field) => typed(field) && mistake(field) !== null)))(
    '$name with typed mistakes: each at its field, nothing is sent',
    async (testCase) => {
      const fields = formOf(testCase, language).fields.filter((field) => typed(field) && mistake(field) !== null);
      const { messageAt, sent } = await submit(testCase, language, Object.fromEntries(fields.map((field) => [field.name, mistake(field)!])));
      await waitFor(() => expect(messageAt(fields[0]!.name)).not.toBeNull());
      for (const field of fields) expectInLanguage(messageAt(field.name), language, `${field.name} = ${mistake(field)!.slice(0, 12)}`);
      expect(sent()).toBe(0);
    },
    20_000,
  );
});

// i18n is the portal's instance: the language switch above is what a viewer's choice does.
void i18n;
