import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { SuggestSpec } from '../definition';
import { operationNamed } from '../operations';
import { SKIP_DOCUMENT } from '../skip-document';
import { displayText, fillText, valueAt } from '../values';
import '../texts';
import { useTranslation } from '../../lib/i18n';
import '../../components/plain-input.css';
import './suggest-input.css';

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
  /** The typed text cannot be searched for (its message is what `describedBy` names). */
  invalid?: boolean;
  /** Typed text (a chosen suggestion no longer holds). */
  onChange: (text: string) => void;
  /** A suggestion was chosen (click or Enter on it): its shown text and its value. */
  onPick: (label: string, value: string) => void;
}

/**
 * A text field that suggests while typing (a combobox: arrow keys move through the
 * suggestions, Enter picks one, Escape closes them). The suggestions come from the
 * definition's `suggest.operation`; the server searches. Plain elements with the look of
 * Chakra's Input (plain-input.css, suggest-input.css).
 */
export function SuggestInput({ id, name, label, suggest, value, maxLength, placeholder, describedBy, invalid, onChange, onPick }: SuggestInputProps) {
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
    <div className="sdui-suggest">
      <input
        className="plain-input"
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
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
        <ul id={listId} role="listbox" aria-label={t('sdui.filter.suggestions', { label })} className="sdui-suggest-list">
          {suggestions.map((suggestion, index) => {
            const detail = detailOf(suggestion);
            return (
              <li
                key={`${displayText(valueAt(suggestion, suggest.value))}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(index);
                }}
              >
                <p>{displayText(valueAt(suggestion, suggest.label))}</p>
                {detail !== '' ? <p className="sdui-suggest-detail">{detail}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
