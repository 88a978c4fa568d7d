import { Stack, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { SigningLinkBlock_LinkFragment, SigningLinkBlock_MailFragment } from '../../gql/graphql';
import type { BlockProps } from '../../sdui/blocks';
import { formatInstant } from './format';
import { SigningLinkBox } from './signing-link-box';
import './texts';
import { useTranslation } from '../../lib/i18n';

/** The customer's signing link of an order: `OrderOverview` spreads it, and renewing the link answers it again. */
export const SigningLinkBlockLinkFragment = graphql(`
  fragment SigningLinkBlock_link on SigningLink {
    sourceId
    url
    path
    downloadPath
    expiresAt
    expired
  }
`);

/** The signing mail of an order: `OrderOverview` spreads it, and sending the mail again answers it again. */
export const SigningLinkBlockMailFragment = graphql(`
  fragment SigningLinkBlock_mail on OrderSigningMail {
    to
    lastSentAt
    count
  }
`);

/** The part of an order the block reads. */
interface OrderWithLink {
  signingMail?: SigningLinkBlock_MailFragment | null;
  signingLink?: SigningLinkBlock_LinkFragment | null;
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
