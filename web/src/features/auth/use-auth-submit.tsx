import { useState } from 'react';
import { useSingleFlight } from '../../lib/use-single-flight';
import { describeUnexpectedError, ErrorDialog, serverFieldErrors, type UnexpectedError } from './errors';
import { useValidationLanguage } from './use-validation-language';
import { useTranslation } from '../../lib/i18n';

/** The fields SuperTokens refused (`FIELD_ERROR`), with its message ids. */
export type RefusedFields = ReadonlyArray<{ id: string; error: string }>;

/**
 * The submit cycle the auth pages share: the page's own checks first (their messages at the
 * fields, nothing sent while one fails), then one request at a time; fields the server
 * refuses get their messages too, and an unexpected failure opens the error dialog, which
 * the page renders as `errorDialog`.
 */
export function useAuthSubmit() {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [unexpected, setUnexpected] = useState<UnexpectedError>();
  const { pending, run } = useSingleFlight();
  const language = useValidationLanguage();

  /** `check` answers a message per field (undefined: fine); `send` answers the refused fields, if any. */
  const submit = (check: () => Record<string, string | undefined>, send: () => Promise<RefusedFields | void>) =>
    run(async () => {
      const errors = Object.fromEntries(Object.entries(check()).filter((entry): entry is [string, string] => entry[1] !== undefined));
      setFieldErrors(errors);
      if (Object.keys(errors).length > 0) return;
      try {
        const refused = await send();
        if (refused) setFieldErrors(serverFieldErrors(refused, t));
      } catch (error) {
        setUnexpected(await describeUnexpectedError(error, t));
      }
    });

  const errorDialog = <ErrorDialog error={unexpected} onClose={() => setUnexpected(undefined)} />;
  return { fieldErrors, pending, language, submit, errorDialog };
}
