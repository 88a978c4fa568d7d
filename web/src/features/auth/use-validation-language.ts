import { useTranslation } from 'react-i18next';
import type { Language } from '@fibre-portal/shared/validation';

/** The shared validation messages in the interface language (German unless the user chose English). */
export function useValidationLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language?.startsWith('en') ? 'en' : 'de';
}
