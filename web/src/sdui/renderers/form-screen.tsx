import { useState } from 'react';
import { Box, Field, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import '../../lib/form-recipes';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { FallbackScreen } from '../components/fallback-screen';
import { FormView } from '../components/form-view';
import { ScreenHeader } from '../components/screen-header';
import { ErrorState } from '../components/states';
import { useFormatter } from '../components/use-format';
import { specOf, type FormScreenSpec } from '../definition';
import { operationNamed } from '../operations';
import type { ScreenRendererProps } from '../screen-renderer';
import { SKIP_DOCUMENT } from '../skip-document';
import { useBindingVariables } from '../use-binding';
import { useOptions } from '../use-options';
import { valueAt } from '../values';

/**
 * Renderer of screens of kind 'form' (e.g. `/settings`): the form of the definition on a
 * page of its own. With `data`, the fields start with the record the query answers and
 * the form stays after saving; `scope` adds a choice above it (e.g. the account) that sets
 * a variable of the query and of the mutation.
 */
export default function FormScreen({ screen }: ScreenRendererProps) {
  const spec = specOf<FormScreenSpec>(screen);
  const params = useParams();
  if (!spec.form) return <FallbackScreen screen={screen} />;
  return (
    <Stack gap="5" maxW="4xl">
      <ScreenHeader title={screen.title} intro={spec.intro} context={{ screen }} />
      {spec.data ? (
        <RecordForm spec={spec as FormScreenSpec & { form: NonNullable<FormScreenSpec['form']> }} title={screen.title} />
      ) : (
        <Box bg="white" borderWidth="1px" rounded="md" p="6" maxW="3xl">
          <FormView form={spec.form} context={params} label={screen.title} />
        </Box>
      )}
    </Stack>
  );
}

type RecordFormSpec = FormScreenSpec & { form: NonNullable<FormScreenSpec['form']> };

function RecordForm({ spec, title }: { spec: RecordFormSpec; title: string }) {
  const binding = useBindingVariables(spec.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const scope = spec.scope;
  const variables = scope && chosen !== null ? { ...binding.variables, [scope.variable]: chosen } : binding.variables;
  return (
    <Stack gap="5">
      {scope ? <ScopeChoice scope={scope} value={chosen} onChange={setChosen} /> : null}
      {/* A new choice starts a new form: nothing typed for one account is sent for another. */}
      <RecordFormBody key={chosen ?? ''} spec={spec} title={title} variables={variables} complete={binding.complete} />
    </Stack>
  );
}

function ScopeChoice({ scope, value, onChange }: { scope: NonNullable<FormScreenSpec['scope']>; value: string | null; onChange: (value: string) => void }) {
  const { options, defaultValue } = useOptions({ optionsFrom: scope.optionsFrom, defaultFrom: scope.optionsFrom });
  // One option is no choice (an admin's own account).
  if (options.length < 2) return null;
  return (
    <Box maxW="sm">
      <Field.Root>
        <Field.Label htmlFor={`scope-${scope.variable}`}>{scope.label}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={`scope-${scope.variable}`}
            name={scope.variable}
            value={value ?? (defaultValue === null ? '' : String(defaultValue))}
            onChange={(event) => onChange(event.currentTarget.value)}
          >
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Box>
  );
}

function RecordFormBody({ spec, title, variables, complete }: { spec: RecordFormSpec; title: string; variables: Record<string, unknown>; complete: boolean }) {
  const operation = operationNamed(spec.data?.operation);
  const query = operation?.type === 'item' ? operation : null;
  // A form starts from what is stored now, never from an older copy in the cache.
  const { data, error, refetch } = useQuery(query?.document ?? SKIP_DOCUMENT, {
    variables,
    skip: query === null || !complete,
    fetchPolicy: 'network-only',
  });
  // network-only answers nothing from the cache: the first data is the stored record.
  const loaded = query && data ? query.item(data) : null;
  const [saved, setSaved] = useState<object | null>(null);
  if (loaded === null) {
    if (error) return <ErrorState onRetry={() => void refetch().catch(() => undefined)} />;
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="5" width="sm" />
        <Skeleton height="48" rounded="md" />
      </Stack>
    );
  }
  const record = saved ?? loaded;
  return (
    <Stack gap="4">
      {spec.stamp ? <Stamp stamp={spec.stamp} record={record} /> : null}
      <FormView
        form={spec.form}
        record={loaded}
        variables={variables}
        label={title}
        onSuccess={(outcome) => {
          if (outcome.value !== null) setSaved(outcome.value);
        }}
      />
    </Stack>
  );
}

/** A line about the record, e.g. 'Zuletzt gespeichert am 01.03.2026, 10:00 von …', its placeholders formatted as declared. */
function Stamp({ stamp, record }: { stamp: NonNullable<FormScreenSpec['stamp']>; record: object }) {
  const format = useFormatter();
  const when = valueAt(record, stamp.when);
  const empty = when === null || when === undefined || when === '';
  if (empty && !stamp.empty) return null;
  const text = empty
    ? stamp.empty!
    : stamp.template.replace(
        /\{([A-Za-z_][A-Za-z0-9_.]*)\}/g,
        (_match, path: string) => format.text({ field: path, format: stamp.formats?.[path] }, record) || '–',
      );
  return (
    <Text color="fg.muted" fontSize="sm">
      {text}
    </Text>
  );
}
