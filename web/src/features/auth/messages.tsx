import type { ReactNode } from 'react';
import { StatusAlert } from '../../components/status-alert';

/**
 * A message above a form. Errors and warnings are announced at once (role alert),
 * confirmations politely (role status). Chakra's Alert look from plain elements
 * (components/status-alert.tsx), as on the home page.
 */
export function FormMessage({ status, title, children }: { status: 'error' | 'warning' | 'success' | 'info'; title?: ReactNode; children?: ReactNode }) {
  return (
    <StatusAlert status={status} role={status === 'error' || status === 'warning' ? 'alert' : 'status'}>
      {title ? <div className="status-alert__title">{title}</div> : null}
      {children ? <div className="status-alert__description">{children}</div> : null}
    </StatusAlert>
  );
}
