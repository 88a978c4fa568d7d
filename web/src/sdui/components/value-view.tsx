import { Badge, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ValueSpec } from '../definition';
import { useCanOpen } from '../screen-context';
import { fillTemplate, fillText, PALETTE, toneOf, valueAt } from '../values';
import { Markdown } from './markdown';
import { useFormatter } from './use-format';

/** An internal link when the user may open its target, else nothing but the text. */
export function MaybeLink({ template, row, children }: { template: string | undefined; row: unknown; children: ReactNode }) {
  const canOpen = useCanOpen();
  const target = template ? fillTemplate(template, row) : null;
  if (target === null || !canOpen(target)) return <>{children}</>;
  return (
    <Link asChild color="brand.700" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
      <RouterLink to={target}>{children}</RouterLink>
    </Link>
  );
}

/**
 * One value of a row or record as its definition says: formatted text, a badge in the
 * tone of its state, safe Markdown, a list of badges, a link to another screen.
 */
export function ValueView({ spec, row }: { spec: ValueSpec; row: unknown }) {
  const formatter = useFormatter();
  const value = valueAt(row, spec.field);
  const text = formatter.text(spec, row);
  if (text === '') {
    return (
      <Text as="span" color="fg.muted">
        {spec.empty ?? '–'}
      </Text>
    );
  }
  if (spec.format === 'markdown' && typeof value === 'string') return <Markdown source={value} />;
  if (spec.format === 'multiline') {
    return (
      <Text as="span" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {text}
      </Text>
    );
  }
  if (spec.format === 'badge') {
    const items = Array.isArray(value) ? value : [value];
    return (
      <>
        {items.map((item, index) => {
          const itemText = spec.template
            ? fillText(spec.template, Array.isArray(value) ? item : row)
            : formatter.text({ field: 'v', format: 'text' }, { v: item });
          if (itemText === '') return null;
          const tone = toneOf(item, Array.isArray(value) ? item : row, spec.badge);
          return (
            <Badge key={`${itemText}-${index}`} colorPalette={PALETTE[tone]} variant="subtle" me="1" data-tone={tone}>
              <MaybeLink template={spec.link} row={row}>
                {itemText}
              </MaybeLink>
            </Badge>
          );
        })}
      </>
    );
  }
  return (
    <MaybeLink template={spec.link} row={row}>
      {text}
    </MaybeLink>
  );
}
