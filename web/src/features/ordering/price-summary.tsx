import { Box, Table, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { graphql } from '../../gql';
import type { PriceSummary_PricesFragment } from '../../gql/graphql';
import { formatFee } from './format';
import './texts';
import { useTranslation } from '../../lib/i18n';

/** What the table shows of an order's prices; the order form computes the same sums itself. */
export const PriceSummaryFragment = graphql(`
  fragment PriceSummary_prices on OrderPrices {
    vatRatePercent
    monthly {
      gross
      vat
      net
    }
    oneTime {
      gross
      vat
      net
    }
  }
`);

export type PriceSums = Omit<PriceSummary_PricesFragment, '__typename'>;

/** What one product costs: '€ 29,90 monatlich', '€ 99,00 einmalig' or both. */
export function feeLabel(
  product: { chargeType: string; monthlyFee?: number | null; setupFee?: number | null },
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts: string[] = [];
  if (product.chargeType !== 'ONE_TIME' && product.monthlyFee !== null && product.monthlyFee !== undefined)
    parts.push(t('ordering.prices.perMonth', { fee: formatFee(product.monthlyFee) }));
  if (product.chargeType !== 'MONTHLY' && product.setupFee !== null && product.setupFee !== undefined)
    parts.push(t('ordering.prices.once', { fee: formatFee(product.setupFee) }));
  return parts.join(' + ');
}

/**
 * The one-time and monthly sums of an order as an Austrian consumer contract states them:
 * gross prices incl. USt., the USt. each contains, the minimum term beside the monthly sum.
 * The same table on the order form, the signing page and the order overview.
 */
export function PriceSummary({ prices, termMonths }: { prices: PriceSums; termMonths: number | null | undefined }) {
  const { t } = useTranslation();
  const vat = (sum: PriceSums['monthly']) => t('ordering.prices.vat', { rate: prices.vatRatePercent, vat: formatFee(sum.vat), net: formatFee(sum.net) });
  return (
    <Box>
      <Table.Root size="sm" aria-label={t('ordering.prices.title')} variant="outline" bg="white">
        <Table.Body>
          <Table.Row data-sum="one-time">
            <Table.Cell fontWeight="medium">{t('ordering.prices.oneTime')}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" data-amount>
              {formatFee(prices.oneTime.gross)}
            </Table.Cell>
            <Table.Cell color="fg.muted" fontSize="sm">
              {vat(prices.oneTime)}
            </Table.Cell>
          </Table.Row>
          <Table.Row data-sum="monthly">
            <Table.Cell fontWeight="medium">{t('ordering.prices.monthly')}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" data-amount>
              {formatFee(prices.monthly.gross)}
            </Table.Cell>
            <Table.Cell color="fg.muted" fontSize="sm">
              {vat(prices.monthly)}
              {termMonths ? ` · ${t('ordering.prices.term', { count: termMonths })}` : ''}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('ordering.prices.note', { rate: prices.vatRatePercent })}
      </Text>
    </Box>
  );
}
