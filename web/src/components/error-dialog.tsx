import { Button, Stack, Text } from '@chakra-ui/react';
import { Modal } from './modal';
import { useCurrentError, useErrorStore } from './error-store';
import { UNKNOWN_CODE } from './portal-error';
import { useTranslation } from '../lib/i18n';

/**
 * The one error dialog of the portal (SPEC.md §2, §8; DESIGN.md §7): 'Es ist ein Fehler
 * aufgetreten' with code, description and, when present, details. Closing clears the error.
 * Loaded by `ErrorModal` (error-modal.tsx), outside the first load.
 */
export function ErrorDialog() {
  const { t } = useTranslation();
  const store = useErrorStore();
  const error = useCurrentError();
  const message =
    error === null || error.message !== ''
      ? (error?.message ?? '')
      : error.kind === 'network'
        ? t('errors.network')
        : error.kind === 'server'
          ? t('errors.server')
          : t('errors.unknownMessage');
  const code = error === null || error.code === UNKNOWN_CODE ? t('errors.unknownCode') : error.code;
  return (
    <Modal
      open={error !== null}
      size="sm"
      title={t('errors.modalTitle')}
      onHide={() => store.dismiss()}
      footer={
        <Button colorPalette="brand" onClick={() => store.dismiss()}>
          {t('common.ok')}
        </Button>
      }
    >
      {error === null ? null : (
        <Stack gap="2">
          <Text>{t('errors.code', { value: code })}</Text>
          <Text>{t('errors.description', { value: message })}</Text>
          {error.details === null ? null : (
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {t('errors.details', { value: error.details })}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
