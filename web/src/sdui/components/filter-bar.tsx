import { Box, Button, Field, Flex, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterSpec, ListSpec } from '../definition';
import type { ListState } from '../list-state';
import { useOptions } from '../use-options';

type Draft = Pick<ListState, 'search' | 'filters'>;

interface ControlProps {
  filter: FilterSpec;
  values: string[];
  onChange: (values: string[], applyNow: boolean) => void;
}

function SelectFilter({ filter, values, onChange }: ControlProps) {
  const { t } = useTranslation();
  const { options } = useOptions(filter);
  const id = `filter-${filter.id}`;
  return (
    <Field.Root minW="44" flex="1">
      <Field.Label htmlFor={id}>{filter.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          name={filter.id}
          value={values[0] ?? ''}
          onChange={(event) => onChange(event.currentTarget.value ? [event.currentTarget.value] : [], true)}
        >
          <option value="">{t('sdui.filter.all')}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A choice of several: toggle buttons, each pressed value narrows the list to 'any of them'. */
function MultiSelectFilter({ filter, values, onChange }: ControlProps) {
  const { options } = useOptions(filter);
  return (
    <Box as="fieldset" flexBasis="100%">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {filter.label}
      </Text>
      <HStack gap="1.5" wrap="wrap">
        {options.map((option) => {
          const value = String(option.value);
          const pressed = values.includes(value);
          return (
            <Button
              key={value}
              size="xs"
              rounded="full"
              variant={pressed ? 'solid' : 'outline'}
              colorPalette={pressed ? 'brand' : 'gray'}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? values.filter((v) => v !== value) : [...values, value], true)}
            >
              {option.label}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}

function DateRangeFilter({ filter, values, onChange }: ControlProps) {
  const { t } = useTranslation();
  const [from = '', to = ''] = values;
  return (
    <Box as="fieldset" minW="72">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {filter.label}
      </Text>
      <HStack gap="2">
        <Input
          size="sm"
          type="date"
          name={`${filter.id}From`}
          aria-label={t('sdui.filter.from', { label: filter.label })}
          value={from}
          max={to || undefined}
          onChange={(event) => onChange([event.currentTarget.value, to], false)}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('sdui.filter.until')}
        </Text>
        <Input
          size="sm"
          type="date"
          name={`${filter.id}To`}
          aria-label={t('sdui.filter.to', { label: filter.label })}
          value={to}
          min={from || undefined}
          onChange={(event) => onChange([from, event.currentTarget.value], false)}
        />
      </HStack>
    </Box>
  );
}

function TextFilter({ filter, values, onChange }: ControlProps) {
  const id = `filter-${filter.id}`;
  return (
    <Field.Root minW="44" flex="1">
      <Field.Label htmlFor={id}>{filter.label}</Field.Label>
      <Input
        size="sm"
        id={id}
        name={filter.id}
        value={values[0] ?? ''}
        maxLength={filter.maxLength ?? 100}
        placeholder={filter.placeholder}
        onChange={(event) => onChange([event.currentTarget.value], false)}
      />
    </Field.Root>
  );
}

const CONTROLS = { select: SelectFilter, multiselect: MultiSelectFilter, dateRange: DateRangeFilter, text: TextFilter } as const;

/**
 * Search and filters of a list. Choices apply at once; typed text and dates apply with
 * Enter or 'Anwenden'. What applies goes into the address (see `list-state.ts`).
 */
export function FilterBar({ spec, state, onApply }: { spec: ListSpec; state: ListState; onApply: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>({ search: state.search, filters: state.filters });
  useEffect(() => setDraft({ search: state.search, filters: state.filters }), [state.search, state.filters]);
  if (!spec.search && (spec.filters ?? []).length === 0) return null;

  const change = (filter: FilterSpec, values: string[], applyNow: boolean) => {
    const filters = { ...draft.filters };
    if (values.every((value) => value === '')) delete filters[filter.id];
    else filters[filter.id] = values;
    const next = { ...draft, filters };
    setDraft(next);
    if (applyNow) onApply(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, search: draft.search.trim() });
  };
  const reset = () => {
    const empty = { search: '', filters: {} };
    setDraft(empty);
    onApply(empty);
  };
  const searchId = 'list-search';
  return (
    <Box asChild bg="white" borderWidth="1px" rounded="md" p="4">
      <form onSubmit={submit} role="search" aria-label={t('sdui.filter.label')}>
        <Flex gap="4" wrap="wrap" align="flex-end">
          {spec.search ? (
            <Field.Root flex="2" minW="64">
              <Field.Label htmlFor={searchId}>{spec.search.label}</Field.Label>
              <Input
                size="sm"
                id={searchId}
                type="search"
                name="q"
                value={draft.search}
                maxLength={spec.search.maxLength ?? 100}
                placeholder={spec.search.placeholder}
                onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
              />
            </Field.Root>
          ) : null}
          {(spec.filters ?? []).map((filter) => {
            const Control = CONTROLS[filter.type] ?? TextFilter;
            return (
              <Control
                key={filter.id}
                filter={filter}
                values={draft.filters[filter.id] ?? []}
                onChange={(values, applyNow) => change(filter, values, applyNow)}
              />
            );
          })}
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="brand">
              {t('sdui.filter.apply')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={reset}>
              {t('sdui.filter.reset')}
            </Button>
          </HStack>
        </Flex>
      </form>
    </Box>
  );
}
