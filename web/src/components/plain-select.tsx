import type { SelectHTMLAttributes } from 'react';
import './plain-select.css';

/**
 * A select of the header (language, account switch) or of a filter bar: a plain `<select>`
 * with the look of Chakra's NativeSelect (plain-select.css), without its component, Ark's
 * field and the select recipes in the first load and in each list's render (issue 20, B8/B9/B11).
 */
export function PlainSelect({ size = 'sm', children, ...props }: { size?: 'xs' | 'sm' } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>) {
  return (
    <div className="plain-select" data-size={size}>
      <select {...props}>{children}</select>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}
