import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { OutageBanners_BannersFragment } from '../../gql/graphql';
import { formatDateTime, localeOf } from '../../lib/intl';
import { StatusAlert, type AlertStatus } from '../../components/status-alert';
import { useTranslation } from '../../lib/i18n';
import './texts';

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

/** Banner colours of DESIGN.md §5 → Chakra's alert palettes; an unknown colour is grey. */
const STATUS_BY_COLOUR: Readonly<Record<string, Extract<AlertStatus, 'warning' | 'error' | 'neutral'>>> = { yellow: 'warning', red: 'error', grey: 'neutral' };
/** Red first, then yellow, then grey: what is broken now comes before what is planned. */
const RANK: Readonly<Record<string, number>> = { red: 0, yellow: 1, grey: 2 };
/** Banners shown before the rest folds into 'n weitere Meldungen', so the tiles stay above the fold. */
export const VISIBLE_BANNERS = 2;

function formatTime(value: string | null | undefined, locale: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDateTime(date, localeOf(locale));
}

/** The title without the kind it repeats ('Wartung FEL01 Feldbach' of a Wartung → 'FEL01 Feldbach'). */
export function bannerTitle(banner: { kind: string; title: string }): string {
  const title = banner.title.trim();
  const kind = banner.kind.trim();
  if (kind !== '' && title.toLowerCase().startsWith(`${kind.toLowerCase()} `)) return title.slice(kind.length).replace(/^[\s:–-]+/, '');
  return title;
}

/**
 * The outage and maintenance notices of the dashboard, one line each: kind, what, when and
 * why. Current outages first; beyond two the rest folds into 'n weitere Meldungen'.
 */
export function OutageBanners({ banners }: { banners: readonly OutageBanners_BannersFragment[] }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (banners.length === 0) return null;
  const sorted = [...banners].sort((a, b) => (RANK[a.colour] ?? 3) - (RANK[b.colour] ?? 3));
  const folded = sorted.length > VISIBLE_BANNERS && !expanded;
  const shown = folded ? sorted.slice(0, VISIBLE_BANNERS) : sorted;
  return (
    <section aria-label={t('home.banners.label')}>
      <Stack as="ul" listStyleType="none" gap="2">
        {shown.map((banner) => {
          const status = STATUS_BY_COLOUR[banner.colour] ?? 'neutral';
          const start = formatTime(banner.startTime, i18n.language);
          const end = formatTime(banner.endTime, i18n.language);
          const when =
            start && end ? `${start} – ${end}` : start ? t('home.banners.since', { time: start }) : end ? t('home.banners.until', { time: end }) : null;
          const line = [when, banner.reason].filter(Boolean).join(' · ');
          return (
            <StatusAlert as="li" key={banner.id} status={status} compact data-colour={banner.colour}>
              <p className="status-alert__line" title={`${banner.kind}: ${banner.title}${line ? ` · ${line}` : ''}`}>
                <span className="status-alert__strong">{banner.kind}</span> <span className="status-alert__strong">{bannerTitle(banner)}</span>
                {line ? <span> · {line}</span> : null}
              </p>
            </StatusAlert>
          );
        })}
      </Stack>
      {folded ? (
        <Button variant="plain" size="sm" px="0" mt="1" color="brand.700" onClick={() => setExpanded(true)} aria-expanded={false}>
          {t('home.banners.more', { count: sorted.length - VISIBLE_BANNERS })}
        </Button>
      ) : null}
    </section>
  );
}
