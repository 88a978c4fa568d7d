import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

/**
 * A message above a form. Errors and warnings are announced at once (role alert),
 * confirmations politely (role status).
 */
export function FormMessage({ status, title, children }: { status: 'error' | 'warning' | 'success' | 'info'; title?: ReactNode; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' || status === 'warning' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
