import { Alert, Badge, Box, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { HANDLES_BAD_INPUT } from '../../components/portal-error';
import { FallbackScreen } from '../components/fallback-screen';
import { ScreenHeader } from '../components/screen-header';
import { Sections } from '../components/sections';
import { DetailSkeleton, ErrorState, NotFoundState } from '../components/states';
import { ValueView } from '../components/value-view';
import { specOf, type DetailSpec } from '../definition';
import { operationNamed } from '../operations';
import type { ScreenRendererProps } from '../screen-renderer';
import { useScreenFetchPolicy } from '../screen-data';
import { SKIP_DOCUMENT } from '../skip-document';
import { useBindingVariables } from '../use-binding';
import { displayText, holds, valueAt } from '../values';
import '../texts';
import { useTranslation } from '../../lib/i18n';

/**
 * Whether a failed load means 'no such record for you': NOT_FOUND, FORBIDDEN for its data, or
 * BAD_USER_INPUT (the id in the address is malformed, e.g. /tickets/abc). Trying again cannot help.
 */
const NOT_FOUND_CODES: ReadonlySet<unknown> = new Set(['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT']);
function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => NOT_FOUND_CODES.has(e.extensions?.['code']));
}

/** Renderer of screens of kind 'detail'; loaded on demand when such a route is opened. */
export default function DetailScreen({ screen }: ScreenRendererProps) {
  const spec = specOf<DetailSpec>(screen);
  if (!spec.data) return <FallbackScreen screen={screen} />;
  return <DetailView screen={screen} spec={spec} />;
}

/** A record from its definition: tabs to related pages, actions, sections; not-found and error states. */
function DetailView({ screen, spec }: ScreenRendererProps & { spec: Partial<DetailSpec> }) {
  const { t } = useTranslation();
  const binding = useBindingVariables(spec.data);
  const operation = operationNamed(spec.data?.operation);
  const item = operation?.type === 'item' ? operation : null;
  const fetchPolicy = useScreenFetchPolicy(item?.document, binding.variables);
  const { data, loading, error, refetch } = useQuery(item?.document ?? SKIP_DOCUMENT, {
    variables: binding.variables,
    skip: item === null || !binding.complete,
    fetchPolicy,
    // A malformed id in the address is shown as 'not found', once, not also in the error modal.
    context: { [HANDLES_BAD_INPUT]: true },
  });
  const record = item && data ? item.item(data) : null;
  const linkData = { ...binding.params, ...(record ?? {}) };
  const heading = record && spec.heading ? displayText(valueAt(record, spec.heading)) : '';
  const context = { screen, data: record };

  const summary = record ? (spec.summary ?? []).filter((value) => holds(value.when, record)) : [];
  const notices = record ? (spec.notices ?? []).filter((notice) => holds(notice.when, record) && displayText(valueAt(record, notice.field)) !== '') : [];

  let body;
  if (item === null) body = <ErrorState message={t('sdui.list.unknownOperation', { name: spec.data?.operation ?? '' })} />;
  else if (record !== null)
    body = (
      <>
        {notices.map((notice) => (
          <Alert.Root key={notice.field} status={notice.tone ?? 'info'} role="status">
            <Alert.Indicator />
            <Alert.Description>{displayText(valueAt(record, notice.field))}</Alert.Description>
          </Alert.Root>
        ))}
        <Sections sections={spec.sections ?? []} data={record} context={context} />
      </>
    );
  else if (error && isNotFound(error)) body = <NotFoundState text={spec.notFound} />;
  else if (error) body = <ErrorState onRetry={() => void refetch().catch(() => undefined)} />;
  else if (loading || data === undefined) body = <DetailSkeleton />;
  else body = <NotFoundState text={spec.notFound} />;

  return (
    <Stack gap="5">
      <ScreenHeader
        title={screen.title}
        subtitle={
          heading ? (
            <Badge fontSize="md" colorPalette="gray" variant="surface" verticalAlign="middle" data-heading>
              {heading}
            </Badge>
          ) : undefined
        }
        summary={
          summary.length > 0
            ? summary.map((value) => (
                <Box key={value.field + value.label} title={value.label} data-summary={value.field}>
                  <ValueView spec={value} row={record} />
                </Box>
              ))
            : undefined
        }
        intro={spec.intro}
        backLink={spec.backLink}
        actions={record ? spec.actions : undefined}
        context={context}
        linkData={linkData}
        tabs={spec.links}
      />
      {body}
    </Stack>
  );
}
