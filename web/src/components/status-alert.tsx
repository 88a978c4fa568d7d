import type { HTMLAttributes, ReactNode } from 'react';
import './status-alert.css';

export type AlertStatus = 'info' | 'warning' | 'success' | 'error' | 'neutral';

/** Chakra's status icons (components/icons.js): a circle with '!' for warnings and errors, with 'i' otherwise. */
const EXCLAMATION = 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z';
const INFO = 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z';
const CHECK = 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z';
const CIRCLE =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
const MARK: Record<AlertStatus, string> = { info: INFO, neutral: INFO, warning: EXCLAMATION, error: EXCLAMATION, success: CHECK };

/**
 * A notice with the look of Chakra's Alert (variant subtle, size md) from plain elements and
 * status-alert.css: the home page's outage banners and the routes' error are in the first
 * load, Chakra's Alert with its recipe and icons is not (issue 20, B8/B9). `compact`: one
 * line, centred (the banners).
 */
export function StatusAlert({
  status,
  as: Element = 'div',
  compact = false,
  children,
  ...rest
}: { status: AlertStatus; as?: 'div' | 'li'; compact?: boolean; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <Element className="status-alert" data-status={status} data-compact={compact ? '' : undefined} {...rest}>
      <span className="status-alert__indicator">
        <svg viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" strokeWidth="0" aria-hidden="true">
          <path d={`${CIRCLE}${MARK[status]}`} />
        </svg>
      </span>
      <div className="status-alert__content">{children}</div>
    </Element>
  );
}
