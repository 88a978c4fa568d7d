import { Alert, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';
import type { OutageBanners_BannersFragment } from '../../gql/graphql';

export const OutageBannersFragment = graphql(`
  fragment OutageBanners_banners on OutageBanner {
    id
    kind
    colour
    title
    startTime
    endTime
    reason
  }
`);

type AlertStatus = 'warning' | 'error' | 'neutral';

/** Banner colours of DESIGN.md §5 → Chakra's alert palettes; an unknown colour is grey. */
const STATUS_BY_COLOUR: Readonly<Record<string, AlertStatus>> = { yellow: 'warning', red: 'error', grey: 'neutral' };

function formatTime(value: string | null | undefined, locale: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'de-AT', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Vienna' }).format(date);
}

/** The outage and maintenance notices of the dashboard, as the server sends them. */
export function OutageBanners({ banners }: { banners: readonly OutageBanners_BannersFragment[] }) {
  const { t, i18n } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section aria-label={t('home.banners.label')}>
      <Stack as="ul" listStyleType="none" gap="3">
        {banners.map((banner) => {
          const status = STATUS_BY_COLOUR[banner.colour] ?? 'neutral';
          const start = formatTime(banner.startTime, i18n.language);
          const end = formatTime(banner.endTime, i18n.language);
          return (
            <Alert.Root as="li" key={banner.id} status={status} variant="subtle" data-status={status} data-colour={banner.colour}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('home.banners.title', { kind: banner.kind, title: banner.title })}</Alert.Title>
                <Alert.Description>
                  <Stack gap="0.5">
                    {start || end ? (
                      <Text>
                        {start ? t('home.banners.start', { time: start }) : null}
                        {start && end ? ' · ' : null}
                        {end ? t('home.banners.end', { time: end }) : null}
                      </Text>
                    ) : null}
                    {banner.reason ? <Text>{t('home.banners.reason', { reason: banner.reason })}</Text> : null}
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          );
        })}
      </Stack>
    </section>
  );
}
