import { useFieldContext } from '@chakra-ui/react';
import { forwardRef, useRef, type InputHTMLAttributes } from 'react';
import './plain-input.css';

export interface PickerFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'width'> {
  /** Chakra's Input sizes: sm in a filter bar, md (the default) in a form. */
  size?: 'sm' | 'md';
  /** The text field's width, e.g. '9.5rem'. */
  width?: string;
  /** The browser's own picker behind the button. */
  pickerType: 'date' | 'month';
  /** The picker's value in its ISO form ('2026-11-25', '2026-11'), '' when the text means none. */
  pickerValue: string;
  pickerMin?: string;
  pickerMax?: string;
  /** Accessible name of the calendar button, e.g. 'Kalender öffnen'. */
  pickerLabel: string;
  /** The ISO value the user picked. */
  onPick: (value: string) => void;
}

/**
 * A text field in the user's format with the browser's own picker behind a calendar button:
 * a hidden native input opens on the click (no calendar of our own to load), and the picked
 * value comes back through `onPick`, whatever language the browser's picker speaks.
 * `DateField` and `MonthField` are this field with their own parsing and formatting.
 * Plain elements with Chakra's look (plain-input.css); inside a Chakra `Field.Root` the text
 * field takes the field's id, description and state as Chakra's Input does.
 */
export const PickerField = forwardRef<HTMLInputElement, PickerFieldProps>(function PickerField(
  { pickerType, pickerValue, pickerMin, pickerMax, pickerLabel, onPick, size = 'md', width, ...input },
  ref,
) {
  const picker = useRef<HTMLInputElement>(null);
  const field = useFieldContext();
  const openPicker = () => {
    const native = picker.current;
    if (!native) return;
    try {
      native.showPicker();
    } catch {
      native.focus();
    }
  };
  // Chakra's Input takes these from its Field; a prop given here wins unless it is undefined.
  const own = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return (
    <div className="plain-input-group">
      <input ref={ref} className="plain-input" data-size={size} autoComplete="off" {...field?.getInputProps()} {...own} style={{ width }} />
      <div className="plain-input-end">
        <button type="button" className="plain-icon-button" aria-label={pickerLabel} onClick={openPicker}>
          <CalendarIcon />
        </button>
        <input
          ref={picker}
          type={pickerType}
          tabIndex={-1}
          aria-hidden="true"
          value={pickerValue}
          min={pickerMin}
          max={pickerMax}
          onChange={(event) => onPick(event.currentTarget.value)}
          style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
        />
      </div>
    </div>
  );
});

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}
