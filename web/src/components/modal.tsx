import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import '../lib/later-recipes';
import { useTranslation } from '../lib/i18n';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  /** 'sm' for confirmations and messages, 'default' for forms (SPEC.md §2). */
  size?: 'sm' | 'default';
  /** Called once whenever the dialog closes (close button, Escape, or a footer action). */
  onHide: () => void;
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The one dialog every part of the portal uses: a static backdrop (a click outside
 * does not close it), two sizes, and a hide event.
 */
export function Modal({ open, title, size = 'default', onHide, footer, children }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onHide();
      }}
      closeOnInteractOutside={false}
      size={size === 'sm' ? 'sm' : 'lg'}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
