import type { SelectHTMLAttributes } from 'react';
import './header-select.css';

/**
 * A select of the header (language, account switch): a plain `<select>` with the look of
 * Chakra's NativeSelect (header-select.css), without its component, Ark's field and the
 * select recipes in the first load (issue 20, B8/B9).
 */
export function HeaderSelect({ size = 'sm', children, ...props }: { size?: 'xs' | 'sm' } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>) {
  return (
    <div className="header-select" data-size={size}>
      <select {...props}>{children}</select>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}
