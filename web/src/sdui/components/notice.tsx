import { Alert, CloseButton } from '@chakra-ui/react';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

export interface Notice {
  status: 'success' | 'warning';
  text: string;
}

const NoticeContext = createContext<{ notice: Notice | null; show: (notice: Notice | null) => void } | null>(null);

/**
 * The page's message after an action whose dialog closed on success (`closeOnSuccess`):
 * 'Die Änderungen an … wurden gespeichert.' above the list, announced to screen readers.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const value = useMemo(() => ({ notice, show: setNotice }), [notice]);
  return <NoticeContext.Provider value={value}>{children}</NoticeContext.Provider>;
}

/** Shows a page notice; null outside a provider (the dialog then keeps its own message). */
export function useNotice(): ((notice: Notice | null) => void) | null {
  return useContext(NoticeContext)?.show ?? null;
}

export function NoticeView() {
  const { t } = useTranslation();
  const context = useContext(NoticeContext);
  const notice = context?.notice;
  if (!notice) return null;
  return (
    <Alert.Root status={notice.status} role={notice.status === 'warning' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description flex="1">{notice.text}</Alert.Description>
      <CloseButton size="sm" aria-label={t('common.close')} onClick={() => context.show(null)} />
    </Alert.Root>
  );
}
