import { useRef, useState } from 'react';
import { Alert, Box, Button, Checkbox, Field, Fieldset, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import type { WorkbenchCheckQuery as CheckResult, WorkbenchIssue_IssueFragment } from '../../gql/graphql';
import './texts';
import { useTranslation } from '../../lib/i18n';

export type DraftEntry = CheckResult['ruleWorkbench']['check']['entries'][number];

export interface EntryEditInput {
  scope: string;
  id: string;
  label?: string;
  labelEn?: string;
  order?: number;
  labelByType?: Array<{ type: string; text: string; textEn?: string }>;
  access?: { types: string[]; excludeTypes: string[]; roles: string[]; requires: string | null; sameAs: string[] };
}

export interface Vocabulary {
  types: readonly string[];
  roles: readonly string[];
  requirements: readonly string[];
}

function CheckboxGrid({
  legend,
  values,
  options,
  onChange,
  name,
}: {
  legend: string;
  values: readonly string[];
  options: readonly string[];
  onChange: (values: string[]) => void;
  name: string;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, md: 4, xl: 5 }} gap="1" mt="1">
        {options.map((option) => (
          <Checkbox.Root
            key={option}
            size="sm"
            checked={values.includes(option)}
            onCheckedChange={(details) => onChange(details.checked === true ? [...values, option] : values.filter((value) => value !== option))}
            data-option={`${name}:${option}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

/**
 * The structured form of one entry: label, per-type labels, position and who sees it.
 * "Übernehmen" sends the edit to the server, which writes it into the draft's file text
 * (comments kept) and checks the result; problems appear at their field.
 */
export function EntryForm({
  entry,
  issues,
  vocabulary,
  onApply,
  applying,
}: {
  entry: DraftEntry;
  issues: readonly WorkbenchIssue_IssueFragment[];
  vocabulary: Vocabulary;
  onApply: (edit: EntryEditInput) => Promise<string | null>;
  applying: boolean;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState(entry.label);
  const [labelEn, setLabelEn] = useState(entry.labelEn ?? '');
  const [order, setOrder] = useState(entry.order === null || entry.order === undefined ? '' : String(entry.order));
  const [byType, setByType] = useState(entry.labelByType.map(({ type, text, textEn }) => ({ type, text, textEn: textEn ?? '' })));
  const access = entry.access;
  const [mode, setMode] = useState<'rule' | 'sameAs'>(access !== null && access !== undefined && access.sameAs.length > 0 ? 'sameAs' : 'rule');
  const [types, setTypes] = useState<string[]>(access?.types ?? []);
  const [excludeTypes, setExcludeTypes] = useState<string[]>(access?.excludeTypes ?? []);
  const [roles, setRoles] = useState<string[]>(access?.roles ?? []);
  const [requires, setRequires] = useState<string | null>(access?.requires ?? null);
  const [sameAs, setSameAs] = useState((access?.sameAs ?? []).join(', '));
  const [message, setMessage] = useState<string | null>(null);
  // A position that is no whole number is named at its field, before anything is sent.
  const [orderError, setOrderError] = useState<string | null>(null);
  const orderInput = useRef<HTMLInputElement>(null);
  const isScreen = entry.scope === 'screen';
  const fieldError = (field: string) =>
    issues
      .filter((issue) => issue.field === field)
      .map((issue) => issue.message)
      .join(' · ') || undefined;
  const otherErrors = issues.filter((issue) => !['label', 'order', 'labelByType', 'titleByType', 'title', 'access'].includes(issue.field ?? ''));

  const apply = async () => {
    const edit: EntryEditInput = {
      scope: entry.scope,
      id: entry.id,
      label,
      labelEn,
      labelByType: byType.filter((row) => row.type !== '' && row.text.trim() !== ''),
    };
    if (!isScreen && order.trim() !== '') {
      const number = Number(order);
      if (!Number.isInteger(number)) {
        setOrderError(t('workbench.form.orderInvalid'));
        orderInput.current?.focus();
        return;
      }
      edit.order = number;
    }
    if (access !== null && access !== undefined) {
      edit.access =
        mode === 'sameAs'
          ? {
              types: [],
              excludeTypes: [],
              roles: [],
              requires: null,
              sameAs: sameAs
                .split(',')
                .map((id) => id.trim())
                .filter((id) => id !== ''),
            }
          : { types, excludeTypes, roles, requires, sameAs: [] };
    }
    setMessage(await onApply(edit));
  };

  return (
    <Stack
      gap="4"
      as="form"
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
      aria-label={t('workbench.form.label', { entry: entry.label })}
    >
      <Text fontSize="sm" color="fg.muted">
        {t(`workbench.scopes.${entry.scope}`)} <b>{entry.id}</b> · {entry.file} · {entry.route}
      </Text>
      <HStack gap="4" align="flex-start" wrap="wrap">
        <Field.Root invalid={fieldError(isScreen ? 'title' : 'label') !== undefined} flex="2" minW="60">
          <Field.Label>{isScreen ? t('workbench.form.title') : t('workbench.form.labelField')}</Field.Label>
          <Input value={label} onChange={(event) => setLabel(event.currentTarget.value)} />
          <Field.ErrorText>{fieldError(isScreen ? 'title' : 'label')}</Field.ErrorText>
        </Field.Root>
        <Field.Root flex="2" minW="60">
          <Field.Label>{isScreen ? t('workbench.form.titleEn') : t('workbench.form.labelFieldEn')}</Field.Label>
          <Input value={labelEn} lang="en" onChange={(event) => setLabelEn(event.currentTarget.value)} />
        </Field.Root>
        {!isScreen ? (
          <Field.Root invalid={orderError !== null || fieldError('order') !== undefined} width="32">
            <Field.Label>{t('workbench.form.order')}</Field.Label>
            <Input
              ref={orderInput}
              value={order}
              inputMode="numeric"
              onChange={(event) => {
                setOrder(event.currentTarget.value);
                setOrderError(null);
              }}
            />
            <Field.ErrorText>{orderError ?? fieldError('order')}</Field.ErrorText>
          </Field.Root>
        ) : null}
      </HStack>

      <Fieldset.Root invalid={fieldError(isScreen ? 'titleByType' : 'labelByType') !== undefined}>
        <Fieldset.Legend fontSize="sm" fontWeight="semibold">
          {t('workbench.form.labelByType')}
        </Fieldset.Legend>
        <Stack gap="2" mt="1">
          {byType.map((row, index) => (
            <HStack key={index} gap="2">
              <NativeSelect.Root size="sm" width="48">
                <NativeSelect.Field
                  aria-label={t('workbench.form.labelByTypeType')}
                  value={row.type}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setByType(byType.map((candidate, at) => (at === index ? { ...candidate, type: value } : candidate)));
                  }}
                >
                  <option value="">{t('workbench.form.chooseType')}</option>
                  {vocabulary.types.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input
                size="sm"
                aria-label={t('workbench.form.labelByTypeText')}
                value={row.text}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setByType(byType.map((candidate, at) => (at === index ? { ...candidate, text: value } : candidate)));
                }}
              />
              <Input
                size="sm"
                lang="en"
                aria-label={t('workbench.form.labelByTypeTextEn')}
                value={row.textEn}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setByType(byType.map((candidate, at) => (at === index ? { ...candidate, textEn: value } : candidate)));
                }}
              />
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t('workbench.form.removeLabelByType')}
                onClick={() => setByType(byType.filter((_row, at) => at !== index))}
              >
                ✕
              </IconButton>
            </HStack>
          ))}
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setByType([...byType, { type: '', text: '', textEn: '' }])}>
            {t('workbench.form.addLabelByType')}
          </Button>
        </Stack>
        <Fieldset.ErrorText>{fieldError(isScreen ? 'titleByType' : 'labelByType')}</Fieldset.ErrorText>
      </Fieldset.Root>

      {access !== null && access !== undefined ? (
        <Box borderWidth="1px" borderRadius="md" p="3" bg={fieldError('access') ? 'red.50' : 'gray.50'}>
          <Fieldset.Root invalid={fieldError('access') !== undefined}>
            <Fieldset.Legend fontWeight="semibold">{t('workbench.form.access')}</Fieldset.Legend>
            <HStack gap="4" mt="2" role="radiogroup" aria-label={t('workbench.form.accessMode')}>
              {(['rule', 'sameAs'] as const).map((value) => (
                <Button
                  key={value}
                  size="xs"
                  variant={mode === value ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={mode === value}
                  onClick={() => setMode(value)}
                >
                  {t(`workbench.form.mode.${value}`)}
                </Button>
              ))}
            </HStack>
            {mode === 'sameAs' ? (
              <Field.Root mt="3">
                <Field.Label>{t('workbench.form.sameAs')}</Field.Label>
                <Input size="sm" value={sameAs} onChange={(event) => setSameAs(event.currentTarget.value)} />
                <Field.HelperText>{t('workbench.form.sameAsHelp')}</Field.HelperText>
              </Field.Root>
            ) : (
              <Stack gap="3" mt="3">
                <CheckboxGrid legend={t('workbench.form.types')} name="types" values={types} options={vocabulary.types} onChange={setTypes} />
                <CheckboxGrid
                  legend={t('workbench.form.excludeTypes')}
                  name="excludeTypes"
                  values={excludeTypes}
                  options={vocabulary.types}
                  onChange={setExcludeTypes}
                />
                <CheckboxGrid legend={t('workbench.form.roles')} name="roles" values={roles} options={vocabulary.roles} onChange={setRoles} />
                {vocabulary.requirements.map((requirement) => (
                  <Checkbox.Root
                    key={requirement}
                    size="sm"
                    checked={requires === requirement}
                    onCheckedChange={(details) => setRequires(details.checked === true ? requirement : null)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(`workbench.form.requirements.${requirement}`, { defaultValue: requirement })}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
                <Text fontSize="xs" color="fg.muted">
                  {t('workbench.form.ruleHelp')}
                </Text>
              </Stack>
            )}
            <Fieldset.ErrorText>{fieldError('access')}</Fieldset.ErrorText>
          </Fieldset.Root>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('workbench.form.public')}
        </Text>
      )}

      {otherErrors.map((issue) => (
        <Text key={issue.text} color="red.600" fontSize="sm">
          {issue.text}
        </Text>
      ))}
      {message ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <HStack>
        <Button type="submit" colorPalette="brand" loading={applying}>
          {t('workbench.form.apply')}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('workbench.form.applyHelp')}
        </Text>
      </HStack>
    </Stack>
  );
}
