import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { Markdown, safeHref } from './markdown';

const NOTES = `# Version 3.1.0

Neu: **fett**, *kursiv*, \`code\` und [Link](https://example.at/log).

- Tickets mit Notizen
- Status *Problem behoben* zuletzt

1. eins
2. zwei

> Hinweis

HTML wird nicht interpretiert: <script>alert("x")</script> <img src=x onerror="alert(1)">
[böse](javascript:alert(1))`;

describe('safe Markdown', () => {
  it('renders headings, emphasis, code, lists, quotes and links as elements', () => {
    renderWithProviders(<Markdown source={NOTES} />);
    expect(screen.getByRole('heading', { name: 'Version 3.1.0' }).tagName).toBe('H3');
    expect(screen.getByText('fett').tagName).toBe('STRONG');
    expect(screen.getByText('kursiv').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    const link = screen.getByRole('link', { name: 'Link' });
    expect(link.getAttribute('href')).toBe('https://example.at/log');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(screen.getByText('Hinweis').tagName).toBe('BLOCKQUOTE');
  });

  it('shows raw HTML, a script tag above all, as text and never runs it', () => {
    const { container } = renderWithProviders(<Markdown source={NOTES} />);
    expect(screen.getByText(/<script>alert\("x"\)<\/script> <img src=x onerror="alert\(1\)">/)).toBeTruthy();
    expect(container.querySelectorAll('script, img')).toHaveLength(0);
    expect(container.innerHTML).not.toContain('<script');
  });

  it('drops link targets that could run code, keeping their text', () => {
    const { container } = renderWithProviders(<Markdown source={NOTES} />);
    expect(screen.getByText('böse').closest('a')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example')).toBeNull();
    // Begins like a path, but a browser resolves it off-site (issue 16).
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/releases')).toBe('/releases');
    expect(safeHref('mailto:support@example.at')).toBe('mailto:support@example.at');
  });

  it('renders headings, paragraphs and fenced code as blocks, HTML in code as text', () => {
    const { container } = renderWithProviders(<Markdown source={'## A\ntext\nweiter\n\n```\n<b>x</b>\n```'} />);
    expect(screen.getByRole('heading', { name: 'A' }).tagName).toBe('H4');
    expect(screen.getByText(/text\s+weiter/).tagName).toBe('P');
    expect(container.querySelector('pre')?.textContent).toBe('<b>x</b>\n');
    expect(container.querySelector('b')).toBeNull();
  });

  it('renders a Markdown table as a table with header and cells, links in cells checked', () => {
    const source = [
      '| Bereich | Änderung | Ticket |',
      '|:--|:--|--:|',
      '| Tickets | Status *Problem behoben* zuletzt | [CAS-1](/tickets/CAS-1) |',
      '| Release Notes | Tabellen werden dargestellt | [x](javascript:alert(1)) |',
    ].join('\n');
    const { container } = renderWithProviders(<Markdown source={source} />);
    const table = screen.getByRole('table');
    expect([...table.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Bereich', 'Änderung', 'Ticket']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Tickets', 'Status Problem behoben zuletzt', 'CAS-1'],
      ['Release Notes', 'Tabellen werden dargestellt', 'x'],
    ]);
    expect(screen.getByText('Problem behoben').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'CAS-1' }).getAttribute('href')).toBe('/tickets/CAS-1');
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
    expect(container.innerHTML).not.toContain('|');
    expect(container.innerHTML).not.toContain('javascript:');
  });
});
