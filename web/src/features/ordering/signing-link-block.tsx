import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../sdui/blocks';
import { formatInstant } from './format';
import { SigningLinkBox } from './signing-link-box';

/** The part of an order the block reads (`OrderOverview` selects it). */
interface OrderWithLink {
  signingMail?: { to: string; lastSentAt: string; count: number } | null;
  signingLink?: { url: string; expiresAt?: string | null; expired: boolean } | null;
}

/**
 * The signing link of a submitted order, a section of the order overview (`block:
 * order-signing-link`): whether and when it was mailed to the customer, and the link to copy.
 */
export default function SigningLinkBlock({ data }: BlockProps) {
  const { t } = useTranslation();
  const order = (data ?? {}) as OrderWithLink;
  return (
    <Stack gap="3">
      <Text fontSize="sm" data-signing-mail>
        {order.signingMail
          ? t('ordering.overview.mailSent', { to: order.signingMail.to, at: formatInstant(order.signingMail.lastSentAt), count: order.signingMail.count })
          : t('ordering.overview.mailNotSent')}
      </Text>
      {order.signingLink ? (
        <SigningLinkBox url={order.signingLink.url} expiresAt={order.signingLink.expiresAt ?? null} expired={order.signingLink.expired} />
      ) : null}
    </Stack>
  );
}
