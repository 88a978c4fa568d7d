import { parse } from 'yaml';
import type { ScreenDescriptor } from '../../../src/sdui/screen-renderer';

/** The texts of `screens/*.yaml`, by file name. */
const FILES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../../screens/*.yaml', { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [
    path.slice(path.lastIndexOf('/') + 1),
    text,
  ]),
);

/** Every `{ de, en }` text of a definition in one language, as the BFF resolves it for the viewer. */
function localize(value: unknown, language: 'de' | 'en'): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, language));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (typeof record['de'] === 'string' && keys.every((key) => key === 'de' || key === 'en'))
    return language === 'en' ? (record['en'] ?? record['de']) : record['de'];
  return Object.fromEntries(keys.map((key) => [key, localize(record[key], language)]));
}

/**
 * The descriptor of a shipped screen (`screens/<file>`) as the BFF sends it: title and
 * kind, and the rest of the definition, in one language. Specs of the generic renderers
 * use it to test the definitions the portal really ships.
 */
export function shippedScreen(file: string, id: string, language: 'de' | 'en' = 'de'): ScreenDescriptor {
  const screens = (parse(FILES[file] ?? '') as { screens: Array<Record<string, unknown>> }).screens;
  const found = screens.find((screen) => screen['id'] === id);
  if (found === undefined) throw new Error(`no screen '${id}' in screens/${file}`);
  const {
    id: _id,
    route,
    title,
    kind,
    access: _access,
    titleByType: _byType,
    public: _public,
    ...definition
  } = localize(found, language) as Record<string, unknown>;
  return { id, route: String(route), kind: String(kind), title: String(title), public: false, definition };
}
