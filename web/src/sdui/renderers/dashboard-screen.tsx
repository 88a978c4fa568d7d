import { Box, Card, Heading, Link, SimpleGrid, Skeleton, Stack, Stat } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { ChartBlock } from '../components/chart-block';
import { FallbackScreen } from '../components/fallback-screen';
import { ListView } from '../components/list-view';
import { PeriodBar } from '../components/period-bar';
import { periodVariables } from '../period';
import { ScreenHeader } from '../components/screen-header';
import { ErrorState } from '../components/states';
import { specOf, type CardSpec, type DashboardSpec } from '../definition';
import { operationNamed } from '../operations';
import { useCanOpen } from '../screen-context';
import { useScreenFetchPolicy } from '../screen-data';
import type { ScreenRendererProps } from '../screen-renderer';
import { SKIP_DOCUMENT } from '../skip-document';
import { useBindingVariables } from '../use-binding';
import { displayText, fillTemplate, valueAt } from '../values';
import { formatNumber, localeOf } from '../../lib/intl';
import { useTranslation } from '../../lib/i18n';

function Figure({ label, value, link, current }: { label: string; value: unknown; link: string | null; current: boolean }) {
  const { i18n } = useTranslation();
  const text = typeof value === 'number' ? formatNumber(value, localeOf(i18n.language)) : displayText(value);
  const content = (
    <Stat.Root
      borderWidth="1px"
      rounded="md"
      p="3"
      bg={current ? 'brand.subtle' : 'white'}
      borderColor={current ? 'brand.500' : 'border'}
      _hover={link ? { borderColor: 'brand.500' } : undefined}
      h="full"
    >
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{text || '–'}</Stat.ValueText>
    </Stat.Root>
  );
  if (link === null) return content;
  return (
    <Link asChild display="block" textDecoration="none" _hover={{ textDecoration: 'none' }} aria-current={current ? 'true' : undefined}>
      <RouterLink to={link}>{content}</RouterLink>
    </Link>
  );
}

function CardView({ card, data }: { card: CardSpec; data: object }) {
  const canOpen = useCanOpen();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const linkFor = (template: string | undefined, row: unknown) => {
    const target = template ? fillTemplate(template, row) : null;
    return target !== null && canOpen(target) ? target : null;
  };
  const items = card.figures ? valueAt(data, card.figures.items) : undefined;
  return (
    <Card.Root variant="outline" bg="white" size="sm" gridColumn={card.figures ? '1 / -1' : undefined}>
      <Card.Header>
        <Heading as="h2" size="md">
          {card.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {card.value !== undefined ? <Figure label={card.title} value={valueAt(data, card.value)} link={linkFor(card.link, data)} current={false} /> : null}
        {card.figures && Array.isArray(items) ? (
          <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
            {(items as object[]).map((row, index) => {
              const link = linkFor(card.figures?.link, row);
              return (
                <Figure
                  key={index}
                  label={displayText(valueAt(row, card.figures!.label))}
                  value={valueAt(row, card.figures!.value)}
                  link={link}
                  current={link !== null && here === link}
                />
              );
            })}
          </SimpleGrid>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

/** The message of the error of one part of the data (its path ends with the field), for the block that shows it. */
function partError(error: unknown, path: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const field = path.split('.')[0];
  return error.errors.find((entry) => entry.path !== undefined && entry.path.length > 1 && entry.path[1] === field)?.message;
}

/**
 * Renderer of screens of kind 'dashboard': an optional period (in the address), cards with
 * figures that link to a drill-down (usually the list below, whose filters are in the
 * address), chart blocks with their tables, and that list.
 */
export default function DashboardScreen({ screen }: ScreenRendererProps) {
  const spec = specOf<DashboardSpec>(screen);
  if (!spec.data && !spec.list) return <FallbackScreen screen={screen} />;
  return <DashboardView screen={screen} spec={spec} />;
}

function DashboardView({ screen, spec }: ScreenRendererProps & { spec: Partial<DashboardSpec> }) {
  const binding = useBindingVariables(spec.data);
  const [search] = useSearchParams();
  const variables = { ...binding.variables, ...periodVariables(spec.period, search) };
  const operation = operationNamed(spec.data?.operation);
  const query = operation?.type === 'data' ? operation : null;
  const fetchPolicy = useScreenFetchPolicy(query?.document, variables);
  const { data, previousData, error, loading, refetch } = useQuery(query?.document ?? SKIP_DOCUMENT, {
    variables,
    skip: query === null || !binding.complete,
    fetchPolicy,
    // Each chart's part of the data is read on its own: one that failed leaves the others.
    errorPolicy: spec.charts ? 'all' : 'none',
  });
  const shown = data ?? (spec.period ? previousData : undefined);
  const record = query && shown ? query.data(shown) : null;
  const context = { screen };
  return (
    <Stack gap="5">
      <ScreenHeader title={screen.title} intro={spec.intro} actions={spec.actions} context={context} />
      {spec.period ? <PeriodBar period={spec.period} data={record} loading={loading} /> : null}
      {spec.cards ? (
        record !== null ? (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {spec.cards.map((card) => (
              <CardView key={card.title} card={card} data={record} />
            ))}
          </SimpleGrid>
        ) : error ? (
          <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy="true">
            {spec.cards.map((card) => (
              <Skeleton key={card.title} height="28" rounded="md" gridColumn={card.figures ? '1 / -1' : undefined} />
            ))}
          </SimpleGrid>
        )
      ) : null}
      {spec.charts ? (
        record !== null ? (
          <Stack gap="5">
            {spec.charts.map((chart) => (
              <ChartBlock key={chart.title} spec={chart} data={record} error={partError(error, chart.items)} />
            ))}
          </Stack>
        ) : error && !loading ? (
          <ErrorState onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <Stack gap="5" aria-busy="true">
            {spec.charts.map((chart) => (
              <Skeleton key={chart.title} height="72" rounded="md" />
            ))}
          </Stack>
        )
      ) : null}
      {spec.list ? (
        <Box>
          {spec.list.title ? (
            <Heading as="h2" size="lg" mb="3">
              {spec.list.title}
            </Heading>
          ) : null}
          <ListView spec={spec.list} context={context} />
        </Box>
      ) : null}
    </Stack>
  );
}
