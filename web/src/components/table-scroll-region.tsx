import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import '../lib/later-recipes';

/**
 * A table's scroll area that the keyboard can reach and a screen reader names: a table wider
 * than its card scrolls sideways, and without a tab stop a keyboard user could not see its
 * right-hand columns (axe, scrollable-region-focusable, WCAG 2.1.1). Named by `label`, or by
 * the element `labelledBy` points at; a group, not a region: the card around it is often the
 * region of that name already.
 */
export function TableScrollRegion({ label, labelledBy, ...props }: TableScrollAreaProps & { label?: string; labelledBy?: string }) {
  return <Table.ScrollArea tabIndex={0} role="group" aria-label={labelledBy === undefined ? label : undefined} aria-labelledby={labelledBy} {...props} />;
}
