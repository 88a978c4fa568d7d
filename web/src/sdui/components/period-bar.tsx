import { useRef, useState, type FormEvent } from 'react';
import { Box, Button, Field, Flex, Text } from '@chakra-ui/react';
import '../../lib/form-recipes';
import { useSearchParams } from 'react-router-dom';
import { isMonth, monthRangeErrors } from '@fibre-portal/shared/month-range';
import { MonthField } from '../../components/month-field';
import type { PeriodSpec } from '../definition';
import { displayText, valueAt } from '../values';
import '../texts';
import { useTranslation } from '../../lib/i18n';

/**
 * The period of a dashboard: two month fields and a button. The fields show and take months
 * in the user's language ('März 2026', '03.2026'), not the browser's (`MonthField`). The range lives in the address,
 * so a link or a reload keeps it; the fields show the range the server chose. A bad range
 * (not a month, reversed, too long) is explained at its field by the same check the server
 * makes (`@fibre-portal/shared/month-range`), and nothing is asked.
 */
export function PeriodBar({ period, data, loading }: { period: PeriodSpec; data: object | null; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});
  const inputs = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const shown = (end: 'from' | 'to') => {
    const spec = period[end];
    const fromData = spec.field ? displayText(valueAt(data, spec.field)) : '';
    return fromData || (params.get(spec.variable) ?? '');
  };
  const values = draft ?? { from: shown('from'), to: shown('to') };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = monthRangeErrors(values, language);
    // Typed text that is no month is named with the formats the field takes.
    for (const end of ['from', 'to'] as const) {
      const value = values[end].trim();
      if (value !== '' && !isMonth(value)) found[end] = t('sdui.period.notAMonth', { value: value.slice(0, 20) });
    }
    setErrors(found);
    const first = found.from !== undefined ? 'from' : found.to !== undefined ? 'to' : null;
    if (first !== null) {
      inputs[first].current?.focus();
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const end of ['from', 'to'] as const) {
          const value = values[end].trim();
          if (value) next.set(period[end].variable, value);
          else next.delete(period[end].variable);
        }
        return next;
      },
      { replace: false },
    );
  };

  return (
    <Box asChild bg="white" borderWidth="1px" rounded="md" p="4">
      <form onSubmit={apply} aria-label={period.legend} noValidate>
        <Flex gap="4" align="flex-start" wrap="wrap">
          {(['from', 'to'] as const).map((end) => {
            const id = `period-${period[end].variable}`;
            const error = errors[end];
            return (
              <Field.Root key={end} w="auto" invalid={Boolean(error)}>
                <Field.Label htmlFor={id}>{period[end].label}</Field.Label>
                <MonthField
                  ref={inputs[end]}
                  id={id}
                  name={period[end].variable}
                  value={values[end]}
                  invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(value) => {
                    setDraft({ ...values, [end]: value });
                    setErrors((current) => ({ ...current, [end]: undefined }));
                  }}
                />
                {error ? (
                  <Field.ErrorText id={`${id}-error`} maxW="xs" role="alert">
                    {error}
                  </Field.ErrorText>
                ) : null}
              </Field.Root>
            );
          })}
          <Box pt={{ base: '0', sm: '6' }}>
            <Button type="submit" variant="outline" loading={loading && data !== null}>
              {period.apply}
            </Button>
          </Box>
          {period.hint ? (
            <Text color="fg.muted" fontSize="sm" pt={{ base: '0', sm: '8' }}>
              {period.hint}
            </Text>
          ) : null}
        </Flex>
      </form>
    </Box>
  );
}
