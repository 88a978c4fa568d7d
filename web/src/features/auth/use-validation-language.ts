import type { Language } from '@fibre-portal/shared/validation';
import { useTranslation } from '../../lib/i18n';

/** The shared validation messages in the interface language (German unless the user chose English). */
export function useValidationLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'de';
}
