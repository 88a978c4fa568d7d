import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ID_FORMAT_NAMES, ID_FORMATS, normaliseId } from './id-formats';

const schema = JSON.parse(readFileSync(new URL('../../schema/screens.schema.json', import.meta.url), 'utf8')) as {
  $defs: { filter: { properties: { format: { enum: string[] } } } };
};

describe('the id shapes both sides check', () => {
  it('are the formats a filter may declare in screens/ (the JSON Schema lists the same names)', () => {
    expect(schema.$defs.filter.properties.format.enum).toEqual(ID_FORMAT_NAMES);
  });

  it('accept in any case where the shape says so, and name the shape in both languages', () => {
    expect(normaliseId(ID_FORMATS.cid, ' cid-000123 ')).toBe('CID-000123');
    expect(normaliseId(ID_FORMATS.postcode, '12')).toBeNull();
    expect(normaliseId(ID_FORMATS.accountId, 'ISP-0001')).toBeNull();
    for (const format of Object.values(ID_FORMATS)) {
      expect(format.message.de).not.toBe(format.message.en);
      expect(format.message.en).not.toMatch(/[äöüß]| die | der /);
    }
  });
});
