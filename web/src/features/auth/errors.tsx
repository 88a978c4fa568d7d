import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { usePrefetchWhenIdle } from '../../lib/use-prefetch-when-idle';
import { useTranslation, type TFunction } from '../../lib/i18n';
import './texts';

const loadModal = () => import('../../components/modal');
const Modal = lazy(async () => ({ default: (await loadModal()).Modal }));

export interface UnexpectedError {
  code: string;
  message: string;
  details?: string;
}

function isGeneralError(error: unknown): error is Error & { isSuperTokensGeneralError: true } {
  return error instanceof Error && (error as { isSuperTokensGeneralError?: unknown }).isSuperTokensGeneralError === true;
}

async function messageFromBody(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object') {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status says enough.
  }
  return undefined;
}

/**
 * What went wrong beyond the statuses a form handles itself, in the terms of the error catalogue
 * (SPEC.md §8): supertokens-web-js throws the Response for HTTP statuses from 300 on, an
 * STGeneralError for `GENERAL_ERROR`, and fetch a TypeError when the server is unreachable.
 */
export async function describeUnexpectedError(error: unknown, t: TFunction): Promise<UnexpectedError> {
  if (error instanceof Response) {
    const message = (await messageFromBody(error)) ?? (error.statusText || t('errors.unknownMessage'));
    return { code: String(error.status), message };
  }
  if (isGeneralError(error)) return { code: 'GENERAL_ERROR', message: error.message };
  return {
    code: t('errors.unknownCode'),
    message: t('errors.unknownMessage'),
    ...(error instanceof Error && error.message ? { details: error.message } : {}),
  };
}

/** The portal's error dialog ('Es ist ein Fehler aufgetreten', Code / Beschreibung / Details). */
export function ErrorDialog({ error, onClose }: { error: UnexpectedError | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  // The dialog and its focus trap are not part of the login's first load (issue 20, B8: 14.5 KB
  // gzip): fetched once the page is idle, mounted with the first error, then kept for the closing.
  const [mounted, setMounted] = useState(false);
  if (error !== undefined && !mounted) setMounted(true);
  usePrefetchWhenIdle(loadModal);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Modal open={Boolean(error)} size="sm" title={t('errors.modalTitle')} onHide={onClose} footer={<Button onClick={onClose}>{t('common.ok')}</Button>}>
        {error ? (
          <Stack gap="1">
            <Text>{t('errors.code', { value: error.code })}</Text>
            <Text>{t('errors.description', { value: error.message })}</Text>
            {error.details ? <Text>{t('errors.details', { value: error.details })}</Text> : null}
          </Stack>
        ) : null}
      </Modal>
    </Suspense>
  );
}

/**
 * supertokens-node answers some field errors in English unless the BFF overrides them
 * (the e-mail check of sign-up in particular); the user reads them in German.
 */
const SUPERTOKENS_DEFAULT_MESSAGES: Record<string, string> = {
  'This email already exists. Please sign in instead.': 'auth.signUp.emailExists',
  'Field is not optional': 'auth.serverMessages.fieldRequired',
  'Email is invalid': 'auth.serverMessages.emailInvalid',
};

/** Field errors of a FIELD_ERROR response, keyed by field id, ready to show beside the fields. */
export function serverFieldErrors(formFields: ReadonlyArray<{ id: string; error: string }>, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { id, error } of formFields) {
    const key = SUPERTOKENS_DEFAULT_MESSAGES[error];
    errors[id] = key ? t(key) : error;
  }
  return errors;
}
