import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Box, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql';

export const AddressSuggestionsQuery = graphql(`
  query AddressSuggestions($text: String!) {
    addressSuggestions(text: $text, first: 8) {
      locationId
      label
      cidCount
    }
  }
`);

/** Characters before the server is asked, and the pause after the last key. */
const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

export interface AddressSearchProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen (click or Enter on it). */
  onPick: (suggestion: { locationId: string; label: string }) => void;
  placeholder?: string;
}

/**
 * A search field that suggests addresses while typing (a combobox: arrow keys move through
 * the suggestions, Enter picks one, Escape closes them). The server searches; the field
 * waits until typing pauses, so one word costs one request.
 */
export function AddressSearch({ label, value, onChange, onPick, placeholder }: AddressSearchProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [debounced, setDebounced] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const { data } = useQuery(AddressSuggestionsQuery, { variables: { text: debounced }, skip: debounced.length < MIN_CHARS || !open });
  const suggestions = debounced.length >= MIN_CHARS ? (data?.addressSuggestions ?? []) : [];
  const shown = open && suggestions.length > 0;

  const pick = (index: number) => {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    onChange(suggestion.label);
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
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

  return (
    <Box position="relative">
      <Input
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        maxLength={100}
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
          aria-label={t('locations.search.suggestions')}
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
          {suggestions.map((suggestion, index) => (
            <Box
              as="li"
              key={suggestion.locationId}
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
              <Text>{suggestion.label}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t('locations.search.units', { count: suggestion.cidCount ?? 0 })}
              </Text>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
