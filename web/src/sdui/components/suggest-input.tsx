import { Box, Input, Text } from '@chakra-ui/react';
import '../../lib/form-recipes';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { SuggestSpec } from '../definition';
import { operationNamed } from '../operations';
import { SKIP_DOCUMENT } from '../skip-document';
import { displayText, fillText, valueAt } from '../values';
import '../texts';
import { useTranslation } from '../../lib/i18n';

/** The pause after the last key before suggestions are asked for: one word costs one request. */
export const SUGGEST_DEBOUNCE_MS = 250;

export interface SuggestInputProps {
  id: string;
  name: string;
  /** Name of the field and of its list of suggestions. */
  label: string;
  suggest: SuggestSpec;
  value: string;
  maxLength: number;
  placeholder?: string;
  describedBy?: string;
  /** Typed text (a chosen suggestion no longer holds). */
  onChange: (text: string) => void;
  /** A suggestion was chosen (click or Enter on it): its shown text and its value. */
  onPick: (label: string, value: string) => void;
}

/**
 * A text field that suggests while typing (a combobox: arrow keys move through the
 * suggestions, Enter picks one, Escape closes them). The suggestions come from the
 * definition's `suggest.operation`; the server searches.
 */
export function SuggestInput({ id, name, label, suggest, value, maxLength, placeholder, describedBy, onChange, onPick }: SuggestInputProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [debounced, setDebounced] = useState(value.trim());
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const minChars = suggest.minChars ?? 2;
  const operation = operationNamed(suggest.operation);
  const source = operation?.type === 'suggest' ? operation : null;

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const asked = source !== null && open && debounced.length >= minChars;
  const { data } = useQuery(source?.document ?? SKIP_DOCUMENT, { variables: { text: debounced }, skip: !asked });
  const suggestions = source !== null && data !== undefined && debounced.length >= minChars ? source.items(data) : [];
  const shown = open && suggestions.length > 0;

  const pick = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    setOpen(false);
    setActive(-1);
    onPick(displayText(valueAt(suggestion, suggest.label)), displayText(valueAt(suggestion, suggest.value)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const detailOf = (suggestion: object): string => {
    const detail = suggest.detail;
    if (!detail) return '';
    const count = valueAt(suggestion, detail.field);
    if (count === null || count === undefined) return '';
    return count === 1 && detail.one ? detail.one : fillText(detail.text, suggestion);
  };

  return (
    <Box position="relative" width="full">
      <Input
        size="sm"
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {shown ? (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={t('sdui.filter.suggestions', { label })}
          position="absolute"
          zIndex="dropdown"
          top="100%"
          left="0"
          right="0"
          mt="1"
          bg="white"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          maxH="72"
          overflowY="auto"
          listStyleType="none"
        >
          {suggestions.map((suggestion, index) => {
            const detail = detailOf(suggestion);
            return (
              <Box
                as="li"
                key={`${displayText(valueAt(suggestion, suggest.value))}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                px="3"
                py="2"
                cursor="pointer"
                bg={index === active ? 'brand.50' : undefined}
                _hover={{ bg: 'brand.50' }}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(index);
                }}
              >
                <Text>{displayText(valueAt(suggestion, suggest.label))}</Text>
                {detail !== '' ? (
                  <Text fontSize="xs" color="fg.muted">
                    {detail}
                  </Text>
                ) : null}
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
}
