import { Box, Code, Heading, Link, List, Table, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { Children, isValidElement, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { isExternal, safeHref } from '../../lib/safe-url';

/**
 * Markdown for release notes, rendered safely with react-markdown and GitHub-flavoured
 * Markdown (tables, strikethrough, task lists, autolinks; docs/decisions.md). react-markdown
 * builds React elements from a syntax tree and never injects an HTML string; raw HTML is not
 * interpreted (`skipHtml` is off so that it shows as the text it is, which React escapes). Link
 * targets pass `lib/safe-url.ts`: a target it refuses keeps its text, without a link; images
 * show their alternative text only. This module is loaded lazily (value-view.tsx), so the
 * library is not part of the first load.
 */

const HEADING_SIZES = ['md', 'sm', 'sm', 'xs', 'xs', 'xs'] as const;

/** Raw HTML of the source as text: react-markdown drops it otherwise; here it stays visible and inert. */
function htmlAsText() {
  return (tree: { children: Array<{ type: string; value?: string; children?: unknown[] }> }) => {
    const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
      if (node.type === 'html') node.type = 'text';
      for (const child of (node.children ?? []) as Array<{ type: string; value?: string; children?: unknown[] }>) visit(child);
    };
    visit(tree as { type: string; children: unknown[] });
  };
}

function Paragraph({ children }: { children?: ReactNode }) {
  return <Text>{children}</Text>;
}

/** A quote of one paragraph holds its text directly (no paragraph inside the quote). */
function unwrapSingleParagraph(children: ReactNode): ReactNode {
  const elements = Children.toArray(children).filter((child) => !(typeof child === 'string' && child.trim() === ''));
  const only = elements[0];
  if (elements.length === 1 && isValidElement<{ children?: ReactNode }>(only) && only.type === Paragraph) return only.props.children;
  return children;
}

function components(headingOffset: number): Components {
  const heading =
    (level: number) =>
    ({ children }: { children?: ReactNode }) => {
      const shifted = Math.min(6, level + headingOffset);
      return (
        <Heading as={`h${shifted}` as 'h3'} size={HEADING_SIZES[level - 1] ?? 'sm'} mt="2">
          {children}
        </Heading>
      );
    };
  return {
    h1: heading(1),
    h2: heading(2),
    h3: heading(3),
    h4: heading(4),
    h5: heading(5),
    h6: heading(6),
    p: Paragraph,
    a: ({ href, children }) => {
      const safe = href === undefined ? null : safeHref(href);
      if (safe === null) return <span>{children}</span>;
      return (
        <Link href={safe} color="brand.700" textDecoration="underline" rel="noopener noreferrer" target={isExternal(safe) ? '_blank' : undefined}>
          {children}
        </Link>
      );
    },
    img: ({ alt }) => <span>{alt ?? ''}</span>,
    ul: ({ children }) => <List.Root ps="5">{children}</List.Root>,
    ol: ({ children }) => (
      <List.Root as="ol" ps="5">
        {children}
      </List.Root>
    ),
    li: ({ children }) => <List.Item>{children}</List.Item>,
    blockquote: ({ children }) => (
      <Box as="blockquote" borderStartWidth="3px" borderColor="border.emphasized" ps="3" color="fg.muted">
        {unwrapSingleParagraph(children)}
      </Box>
    ),
    pre: ({ children }) => (
      <Box as="pre" bg="gray.100" p="3" rounded="md" overflowX="auto" fontSize="sm">
        {children}
      </Box>
    ),
    code: ({ children, className }) => (className === undefined ? <Code>{children}</Code> : <code className={className}>{children}</code>),
    hr: () => <Box as="hr" borderColor="border" />,
    table: ({ children }) => (
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0}>
        <Table.Root size="sm" variant="outline">
          {children}
        </Table.Root>
      </Table.ScrollArea>
    ),
    thead: ({ children }) => <Table.Header>{children}</Table.Header>,
    tbody: ({ children }) => <Table.Body>{children}</Table.Body>,
    tr: ({ children }) => <Table.Row>{children}</Table.Row>,
    th: ({ children, style }) => <Table.ColumnHeader textAlign={style?.textAlign}>{children}</Table.ColumnHeader>,
    td: ({ children, style }) => <Table.Cell textAlign={style?.textAlign}>{children}</Table.Cell>,
  };
}

/** Renders Markdown text as described above; `headingOffset` shifts heading levels below the page's own. */
export function Markdown({ source, headingOffset = 2 }: { source: string; headingOffset?: number }) {
  return (
    <Box className="markdown" display="flex" flexDirection="column" gap="2">
      <ReactMarkdown remarkPlugins={[remarkGfm, htmlAsText]} components={components(headingOffset)} urlTransform={(url) => url}>
        {source}
      </ReactMarkdown>
    </Box>
  );
}

export default Markdown;
export { safeHref };
