import { Box, Code, Heading, Link, List, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isExternal, safeHref } from '../../lib/safe-url';

/**
 * Markdown for release notes, rendered safely: a small subset (headings, paragraphs,
 * lists, quotes, code, emphasis, links) is turned into React elements; everything else,
 * raw HTML above all, stays text, which React escapes. No HTML string is ever parsed or
 * injected, so a `<script>` in the notes shows as the text it is.
 */

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'code'; text: string }
  | { type: 'rule' };

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').trim().startsWith(fence[1] ?? '```')) code.push(lines[index++] ?? '');
      index += 1;
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      index += 1;
      continue;
    }
    if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
      continue;
    }
    const listItem = /^\s*(?:([-*+])|(\d{1,9})[.)])\s+(.*)$/;
    const first = listItem.exec(line);
    if (first) {
      const ordered = first[2] !== undefined;
      const items: string[] = [];
      while (index < lines.length) {
        const match = listItem.exec(lines[index] ?? '');
        if (match && (match[2] !== undefined) === ordered) {
          items.push(match[3] ?? '');
          index += 1;
        } else if (items.length > 0 && /^\s{2,}\S/.test(lines[index] ?? '')) {
          items[items.length - 1] += ` ${(lines[index] ?? '').trim()}`;
          index += 1;
        } else break;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    if (/^\s*>/.test(line)) {
      const quote: string[] = [];
      while (index < lines.length && /^\s*>/.test(lines[index] ?? '')) quote.push((lines[index++] ?? '').replace(/^\s*>\s?/, ''));
      blocks.push({ type: 'quote', text: quote.join(' ') });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const next = lines[index] ?? '';
      if (next.trim() === '' || /^(#{1,6})\s/.test(next) || /^\s*(```|~~~)/.test(next) || listItem.test(next) || /^\s*>/.test(next)) break;
      paragraph.push(next.trim());
      index += 1;
    }
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** Link targets are decided by the URL parser against the portal origin (lib/safe-url.ts). */
export { safeHref };

const INLINE = /(`+)([^`]+?)\1|\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![A-Za-z0-9])_(?!\s)(.+?)_(?![A-Za-z0-9])|\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let count = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    if (at > last) nodes.push(text.slice(last, at));
    const key = `${keyPrefix}-${count++}`;
    if (match[2] !== undefined) nodes.push(<Code key={key}>{match[2]}</Code>);
    else if (match[3] !== undefined || match[4] !== undefined) nodes.push(<strong key={key}>{renderInline(match[3] ?? match[4] ?? '', key)}</strong>);
    else if (match[5] !== undefined || match[6] !== undefined) nodes.push(<em key={key}>{renderInline(match[5] ?? match[6] ?? '', key)}</em>);
    else if (match[7] !== undefined) {
      const href = safeHref(match[8] ?? '');
      const label = renderInline(match[7], key);
      nodes.push(
        href === null ? (
          <span key={key}>{label}</span>
        ) : (
          <Link key={key} href={href} color="brand.700" textDecoration="underline" rel="noopener noreferrer" target={isExternal(href) ? '_blank' : undefined}>
            {label}
          </Link>
        ),
      );
    }
    last = at + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const HEADING_SIZES = ['md', 'sm', 'sm', 'xs', 'xs', 'xs'] as const;

/** Renders Markdown text as described above; `headingOffset` shifts heading levels below the page's own. */
export function Markdown({ source, headingOffset = 2 }: { source: string; headingOffset?: number }) {
  const blocks = parseBlocks(source);
  return (
    <Box className="markdown" display="flex" flexDirection="column" gap="2">
      {blocks.map((block, index) => {
        const key = `b${index}`;
        switch (block.type) {
          case 'heading': {
            const level = Math.min(6, block.level + headingOffset);
            return (
              <Heading key={key} as={`h${level}` as 'h3'} size={HEADING_SIZES[block.level - 1] ?? 'sm'} mt="2">
                {renderInline(block.text, key)}
              </Heading>
            );
          }
          case 'list':
            return block.ordered ? (
              <List.Root key={key} as="ol" ps="5">
                {block.items.map((item, itemIndex) => (
                  <List.Item key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</List.Item>
                ))}
              </List.Root>
            ) : (
              <List.Root key={key} ps="5">
                {block.items.map((item, itemIndex) => (
                  <List.Item key={`${key}-${itemIndex}`}>{renderInline(item, `${key}-${itemIndex}`)}</List.Item>
                ))}
              </List.Root>
            );
          case 'quote':
            return (
              <Box key={key} as="blockquote" borderStartWidth="3px" borderColor="border.emphasized" ps="3" color="fg.muted">
                {renderInline(block.text, key)}
              </Box>
            );
          case 'code':
            return (
              <Box key={key} as="pre" bg="gray.100" p="3" rounded="md" overflowX="auto" fontSize="sm">
                <code>{block.text}</code>
              </Box>
            );
          case 'rule':
            return <Box key={key} as="hr" borderColor="border" />;
          default:
            return <Text key={key}>{renderInline(block.text, key)}</Text>;
        }
      })}
    </Box>
  );
}
