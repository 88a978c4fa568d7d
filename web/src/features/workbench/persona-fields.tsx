import { Button, ButtonGroup, Checkbox, Field, HStack, NativeSelect } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import type { Persona } from './workbench-operations';
import './texts';
import { useTranslation } from '../../lib/i18n';

/** Which rules a preview uses: the draft or the live version. */
export type RuleSource = 'draft' | 'live';

/** Draft or live, as two pressed/unpressed buttons. */
export function SourceToggle({
  value,
  onChange,
  draftDisabled = false,
}: {
  value: RuleSource;
  onChange: (source: RuleSource) => void;
  draftDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={t('workbench.source.label')}>
      {(['draft', 'live'] as const).map((source) => (
        <Button
          key={source}
          aria-pressed={value === source}
          variant={value === source ? 'solid' : 'outline'}
          colorPalette="brand"
          disabled={source === 'draft' && draftDisabled}
          onClick={() => onChange(source)}
        >
          {t(`workbench.source.${source}`)}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** Type (or none), role and accountid of the user a preview is for; the names come from the server. */
export function PersonaFields({
  persona,
  onChange,
  types,
  roles,
}: {
  persona: Persona;
  onChange: (persona: Persona) => void;
  types: readonly string[];
  roles: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <HStack gap="4" wrap="wrap" align="flex-end">
      <Field.Root width="auto">
        <Field.Label>{t('workbench.persona.type')}</Field.Label>
        <NativeSelect.Root size="sm" width="48">
          <NativeSelect.Field
            value={persona.type ?? ''}
            onChange={(event) => onChange({ ...persona, type: event.currentTarget.value === '' ? null : event.currentTarget.value })}
          >
            <option value="">{t('workbench.noType')}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>{t('workbench.persona.role')}</Field.Label>
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field value={persona.role} onChange={(event) => onChange({ ...persona, role: event.currentTarget.value })}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Checkbox.Root
        size="sm"
        checked={persona.withAccountId}
        onCheckedChange={(details) => onChange({ ...persona, withAccountId: details.checked === true })}
        pb="2"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('workbench.persona.withAccountId')}</Checkbox.Label>
      </Checkbox.Root>
    </HStack>
  );
}
