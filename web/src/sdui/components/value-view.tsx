import { Badge, HStack, Spinner, Text } from '@chakra-ui/react';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ValueSpec } from '../definition';
import { originState, useListOrigin } from '../list-origin';
import { useCanOpen } from '../screen-context';
import { displayText, fillTemplate, fillText, labelOf, PALETTE, toneOf, valueAt } from '../values';
import { useFormatter } from './use-format';
import './value-view.css';

/**
 * What the `address` format reads of an address ('Kirchengasse 2, Top 3, 3500 Krems'): a
 * query whose definition shows an address with `format: address` spreads it.
 */
export const ValueViewAddressFragment = graphql(`
  fragment ValueView_address on PostalAddress {
    street
    houseNumber
    unit
    postcode
    place
  }
`);

/** The Markdown renderer and its library load only when a value in Markdown is shown (release notes). */
const Markdown = lazy(() => import('./markdown'));

// The values are plain elements with the classes of `value-view.css` (Chakra's link, badge and
// text styles written out once): a list renders one or more per cell, and Chakra's components
// resolve their style props on every render (issue 20).

/** An internal link when the user may open its target, else nothing but the text. */
export function MaybeLink({ template, row, children, label }: { template: string | undefined; row: unknown; children: ReactNode; label?: string }) {
  const canOpen = useCanOpen();
  // In a list, the link carries the list's address: the record's breadcrumb leads back to it.
  const origin = useListOrigin();
  const target = template ? fillTemplate(template, row) : null;
  if (target === null || !canOpen(target)) return <>{children}</>;
  return (
    <RouterLink className="sdui-link" to={target} aria-label={label} state={originState(origin)}>
      {children}
    </RouterLink>
  );
}

function BadgeGroup({ children }: { children: ReactNode }) {
  return <span className="sdui-badge-group">{children}</span>;
}

/** The name of a link: what it shows, then where it leads (WCAG 2.5.3: the name starts with the visible text). */
const linkName = (spec: ValueSpec, text: string): string | undefined => (spec.linkHint ? `${text}: ${spec.linkHint}` : undefined);

/**
 * One value of a row or record as its definition says: formatted text, a badge in the
 * tone of its state, safe Markdown, a list of badges, a link to another screen; then the
 * badges computed from the row and small lines under it.
 */
export function ValueView({ spec, row }: { spec: ValueSpec; row: unknown }) {
  const main = <MainValue spec={spec} row={row} />;
  if (spec.badges === undefined && spec.lines === undefined) return main;
  const lines = (spec.lines ?? []).filter((line) => lineShown(line, row)).map((line) => fillText(line, row));
  return (
    <>
      {main}
      {(spec.badges ?? [])
        .filter((badge) => (valueAt(row, badge.when) === true) !== (badge.not === true))
        .map((badge) => (
          <span key={badge.label} className="sdui-badge" data-computed="" data-tone={badge.tone ?? 'info'}>
            {badge.label}
          </span>
        ))}
      {lines.map((line, index) => (
        <p key={index} className="sdui-value-line">
          {line}
        </p>
      ))}
    </>
  );
}

/** A line shows when at least one of its placeholders has a value (or it has none). */
function lineShown(template: string, row: unknown): boolean {
  const fields = [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g)].map((match) => match[1]!);
  return fields.length === 0 || fields.some((field) => displayText(valueAt(row, field)) !== '');
}

function MainValue({ spec, row }: { spec: ValueSpec; row: unknown }) {
  const formatter = useFormatter();
  const value = valueAt(row, spec.field);
  const text = formatter.text(spec, row);
  if (text === '') {
    return <span className="sdui-value-empty">{spec.empty ?? '–'}</span>;
  }
  if (spec.format === 'markdown' && typeof value === 'string') {
    return (
      <Suspense fallback={<Spinner size="sm" />}>
        <Markdown source={value} />
      </Suspense>
    );
  }
  if (spec.format === 'multiline') {
    return <span className="sdui-value-multiline">{text}</span>;
  }
  if (spec.format === 'badge') {
    const items = Array.isArray(value) ? value : [value];
    // Several badges (a location's CIDs) wrap within their cell instead of widening the table.
    const Group = Array.isArray(value) ? BadgeGroup : Fragment;
    return (
      <Group>
        {items.map((item, index) => {
          const itemText = spec.template
            ? formatter.fill(spec.template, Array.isArray(value) ? item : row)
            : (labelOf(item, spec.labels) ?? formatter.text({ field: 'v', format: 'text' }, { v: item }));
          if (itemText === '') return null;
          const tone = toneOf(item, Array.isArray(value) ? item : row, spec.badge);
          // In a list of badges, each links to its own item (a CID to its page); else to the row's target.
          const linkData = Array.isArray(value) && spec.link && fillTemplate(spec.link, item) !== null ? item : row;
          return (
            <span key={`${itemText}-${index}`} className="sdui-badge" data-in-cell={Array.isArray(value) ? 'group' : 'single'} data-tone={tone}>
              <MaybeLink template={spec.link} row={linkData} label={linkName(spec, itemText)}>
                {itemText}
              </MaybeLink>
            </span>
          );
        })}
      </Group>
    );
  }
  return (
    <MaybeLink template={spec.link} row={row} label={linkName(spec, text)}>
      {text}
    </MaybeLink>
  );
}

/**
 * What the colours of a column's computed badges mean (`badge.legend`): one badge per rule
 * in its tone, with its label, so that colour is never the only signal.
 */
export function BadgeLegend({ spec }: { spec: ValueSpec }) {
  const badge = spec.badge;
  if (!badge?.legend || !badge.rules) return null;
  const entries = [...badge.rules, ...(badge.otherwise ? [badge.otherwise] : [])].filter((entry) => entry.label);
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted" role="note" aria-label={badge.legend}>
      <Text>{badge.legend}:</Text>
      {entries.map((entry) => (
        <Badge key={entry.label} colorPalette={PALETTE[entry.tone]} variant="subtle" data-tone={entry.tone}>
          {entry.label}
        </Badge>
      ))}
    </HStack>
  );
}
