import { useState } from 'react';
import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import '../../lib/form-recipes';
import { formatInstant } from './format';
import './texts';
import { useTranslation } from '../../lib/i18n';

/** The link for the end customer to sign, ready to copy into an e-mail. */
export function SigningLinkBox({ url, expiresAt, expired = false }: { url: string; expiresAt: string | null; expired?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box borderWidth="1px" rounded="md" p="4" bg="white">
      <Text fontWeight="semibold" mb="2">
        {t('ordering.link.title')}
      </Text>
      <HStack gap="2" align="stretch">
        <Input readOnly value={url} aria-label={t('ordering.link.label')} onFocus={(event) => event.currentTarget.select()} fontFamily="mono" fontSize="sm" />
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? t('ordering.link.copied') : t('ordering.link.copy')}
        </Button>
      </HStack>
      <Text fontSize="sm" color={expired ? 'fg.error' : 'fg.muted'} mt="2">
        {expired ? t('ordering.link.expired', { at: formatInstant(expiresAt) }) : t('ordering.link.expires', { at: formatInstant(expiresAt) })}
      </Text>
    </Box>
  );
}
