/**
 * The release notes' query to the CRM and the note as GraphQL answers it. The screen rules
 * and the whole path through the API are covered with the embedded CRM in
 * `cids.graphql.spec.ts` ('release notes'), which shares its portal.
 */
import { describe, expect, it } from 'vitest';
import type { CrmReleaseNote } from '../../sources/crm-releases-client';
import { toReleaseNote } from './releases.mappers';
import { releaseQuery } from './releases.service';

describe('the CRM query of the release notes', () => {
  it('asks for one audience only, newest first and the higher version first within a day', () => {
    expect(releaseQuery('ISP', {})).toEqual({
      filter: "cos_audience eq 'isp'",
      orderby: 'cos_releasedate desc,cos_version desc',
      page: { first: 20, offset: 0 },
    });
    expect(releaseQuery('SCA', {}).filter).toBe("cos_audience eq 'sca'");
  });

  it('narrows by text in version, title and notes, and by release days, with the sort and page asked for', () => {
    const query = releaseQuery('SCA', {
      filter: { text: "O'Brien", from: '2026-01-01', to: '2026-03-31' },
      page: { sort: [{ field: 'title', direction: 'ASC' }], first: 5, offset: 10 },
    });
    expect(query.filter).toBe(
      [
        "cos_audience eq 'sca'",
        "(contains(cos_version,'O''Brien') or contains(cos_title,'O''Brien') or contains(cos_notes,'O''Brien'))",
        'cos_releasedate ge 2026-01-01',
        'cos_releasedate le 2026-03-31',
      ].join(' and '),
    );
    expect(query.orderby).toBe('cos_title asc,cos_version desc');
    expect(query.page).toEqual({ first: 5, offset: 10 });
  });

  it('refuses bad input with every field named, in German', () => {
    expect(() =>
      releaseQuery('ISP', {
        filter: { text: 'x'.repeat(10_000), from: '2026-13-01', to: '2026-02-30' },
        page: { sort: [{ field: 'version' }], first: 500 },
      }),
    ).toThrow(
      expect.objectContaining({
        message: expect.stringMatching(/^Die Release Notes können so nicht abgefragt werden: /),
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          details: {
            first: expect.any(String),
            sort: expect.stringContaining('Möglich sind: releaseDate, title.'),
            'filter.text': expect.stringContaining('zu lang'),
            'filter.from': expect.stringContaining('kein gültiges Datum'),
            'filter.to': expect.stringContaining('kein gültiges Datum'),
          },
        }),
      }),
    );
  });

  it('refuses a range whose end lies before its start', () => {
    expect(() => releaseQuery('ISP', { filter: { from: '2026-03-01', to: '2026-02-01' } })).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ details: { 'filter.to': expect.any(String) } }) }),
    );
  });
});

describe('a release note as GraphQL answers it', () => {
  const row: CrmReleaseNote = {
    cos_releasenoteid: 'rn-1',
    cos_audience: 'isp',
    cos_version: '3.4.0',
    cos_releasedate: '2026-03-02',
    cos_title: 'Neue Filter',
    cos_notes: '## Neu\n\n<script>alert(1)</script> und **fett**',
  };

  it('hands the Markdown on exactly as stored, raw HTML included (the client renders it safely)', () => {
    expect(toReleaseNote(row, 'ISP')).toEqual({
      id: 'rn-1',
      audience: 'ISP',
      version: '3.4.0',
      releaseDate: '2026-03-02',
      title: 'Neue Filter',
      markdown: '## Neu\n\n<script>alert(1)</script> und **fett**',
    });
  });

  it('answers a note without title with null and one without text with empty Markdown', () => {
    expect(toReleaseNote({ ...row, cos_title: null, cos_notes: undefined }, 'SCA')).toMatchObject({ audience: 'SCA', title: null, markdown: '' });
  });
});
