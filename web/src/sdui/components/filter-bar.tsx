import { memo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DateField } from '../../components/date-field';
import { PlainSelect } from '../../components/plain-select';
import '../../components/plain-button.css';
import '../../components/plain-input.css';
import type { FilterSpec, ListSpec } from '../definition';
import { filterProblem, filterProblems, SEARCH_FIELD, type FilterProblems, type FilterTexts } from '../filter-validation';
import type { ListState } from '../list-state';
import { useOptions } from '../use-options';
import { SuggestInput } from './suggest-input';
import './filter-bar.css';
import '../texts';
import { useTranslation } from '../../lib/i18n';

type Draft = Pick<ListState, 'search' | 'filters'>;

interface ControlProps {
  filter: FilterSpec;
  values: string[];
  onChange: (values: string[], applyNow: boolean) => void;
  /** The message of a value that cannot be searched for, shown at the field. */
  error?: string;
}

/** A labelled field of the bar: `wide` for a search, `search` for the list's own search (full width on a phone). */
function Field({ id, label, error, kind, children }: { id: string; label: string; error?: string; kind?: 'wide' | 'search'; children: ReactNode }) {
  return (
    <div className="sdui-field" data-kind={kind}>
      <label className="sdui-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <span id={`${id}-error`} className="sdui-field-error" aria-live="polite">
      {error}
    </span>
  );
}

function SelectFilter({ filter, values, onChange }: ControlProps) {
  const { t } = useTranslation();
  const { options, loading } = useOptions(filter);
  const id = `filter-${filter.id}`;
  // A choice of one is no choice (an admin's own account): the filter stays out of the way.
  if (filter.optionsFrom !== undefined && !loading && options.length < 2 && values.length === 0) return null;
  return (
    <Field id={id} label={filter.label}>
      <PlainSelect
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
      </PlainSelect>
    </Field>
  );
}

/** A choice of several: toggle buttons, each pressed value narrows the list to 'any of them'. */
function MultiSelectFilter({ filter, values, onChange }: ControlProps) {
  const { options, loading } = useOptions(filter);
  return (
    <fieldset className="sdui-filter-choices">
      <legend className="sdui-legend">{filter.label}</legend>
      {/* While the choices load, their row keeps its height: the list below does not jump when they arrive (Lighthouse CLS of the ticket list 0.033). */}
      <div className="sdui-chips" data-loading={loading || undefined}>
        {options.map((option) => {
          const value = String(option.value);
          const pressed = values.includes(value);
          return (
            <button
              key={value}
              type="button"
              className="plain-button"
              data-size="xs"
              data-shape="pill"
              data-variant={pressed ? 'solid' : 'outline'}
              data-palette={pressed ? 'brand' : undefined}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? values.filter((v) => v !== value) : [...values, value], true)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function DateRangeFilter({ filter, values, onChange, error }: ControlProps) {
  const { t } = useTranslation();
  const [from = '', to = ''] = values;
  const id = `filter-${filter.id}`;
  const field = { invalid: error !== undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <fieldset className="sdui-field" data-kind="range">
      <legend className="sdui-legend">{filter.label}</legend>
      <div className="sdui-range">
        <DateField
          {...field}
          id={id}
          name={`${filter.id}From`}
          aria-label={t('sdui.filter.from', { label: filter.label })}
          value={from}
          max={to || undefined}
          onChange={(value) => onChange([value, to], false)}
        />
        <span className="sdui-range-until">{t('sdui.filter.until')}</span>
        <DateField
          {...field}
          name={`${filter.id}To`}
          aria-label={t('sdui.filter.to', { label: filter.label })}
          value={to}
          min={from || undefined}
          onChange={(value) => onChange([from, value], false)}
        />
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function TextFilter({ filter, values, onChange, error }: ControlProps) {
  const id = `filter-${filter.id}`;
  return (
    <Field id={id} label={filter.label} error={error}>
      <input
        className="plain-input"
        id={id}
        name={filter.id}
        value={values[0] ?? ''}
        maxLength={filter.maxLength ?? 100}
        placeholder={filter.placeholder}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => onChange([event.currentTarget.value], false)}
      />
    </Field>
  );
}

/** Text with suggestions while typing: a chosen suggestion applies at once, typed text with Enter or 'Anwenden'. */
function SuggestFilter({ filter, values, onChange, error }: ControlProps) {
  const id = `filter-${filter.id}`;
  if (!filter.suggest) return <TextFilter filter={filter} values={values} onChange={onChange} error={error} />;
  return (
    <Field id={id} label={filter.label} error={error} kind="wide">
      <SuggestInput
        id={id}
        name={filter.id}
        label={filter.label}
        suggest={filter.suggest}
        value={values[0] ?? ''}
        maxLength={filter.maxLength ?? 100}
        placeholder={filter.placeholder}
        describedBy={error ? `${id}-error` : undefined}
        invalid={error !== undefined}
        onChange={(text) => onChange([text, ''], false)}
        onPick={(label, value) => onChange([label, value], true)}
      />
    </Field>
  );
}

/** A condition that holds or not, e.g. 'Nur Standorte mit eigenen Anschlüssen'; applies at once. */
function BooleanFilter({ filter, values, onChange }: ControlProps) {
  return (
    <label className="sdui-check">
      <input type="checkbox" name={filter.id} checked={values[0] === '1'} onChange={(event) => onChange(event.currentTarget.checked ? ['1'] : [], true)} />
      <span>{filter.label}</span>
    </label>
  );
}

const CONTROLS = {
  select: SelectFilter,
  multiselect: MultiSelectFilter,
  dateRange: DateRangeFilter,
  text: TextFilter,
  suggest: SuggestFilter,
  boolean: BooleanFilter,
} as const;

/**
 * Search and filters of a list. Choices apply at once; typed text and dates apply with
 * Enter or 'Anwenden'. What applies goes into the address (see `list-state.ts`). A typed
 * value the definition does not allow (a postcode '12' where four digits are asked for, a
 * CID 'abc', a range that ends before it starts) is shown at its field, in the interface
 * language, and nothing is asked (`filter-validation.ts`). What the BFF still refuses
 * (`serverProblems`, for an address typed by hand) is shown at the same fields. On a phone
 * the bar folds behind a button that counts the active filters. Plain elements with Chakra's
 * look (filter-bar.css): it renders on every click into a list (issue 20, B11).
 */
export const FilterBar = memo(function FilterBar({
  spec,
  state,
  onApply,
  serverProblems = {},
}: {
  spec: ListSpec;
  state: ListState;
  onApply: (draft: Draft) => void;
  serverProblems?: FilterProblems;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<Draft>({ search: state.search, filters: state.filters });
  const [errors, setErrors] = useState<FilterProblems | null>(null);
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // A new list state (applied, or the address changed) replaces the draft: during the render,
  // not in an effect, which rendered the whole bar a second time after every mount.
  const [drafted, setDrafted] = useState({ search: state.search, filters: state.filters });
  if (drafted.search !== state.search || drafted.filters !== state.filters) {
    setDrafted({ search: state.search, filters: state.filters });
    setDraft({ search: state.search, filters: state.filters });
    setErrors(null);
  }
  if (!spec.search && (spec.filters ?? []).length === 0) return null;

  const texts: FilterTexts = {
    language: i18n.language?.startsWith('en') ? 'en' : 'de',
    pattern: t('sdui.form.pattern'),
    maxLength: (count: number, length: number) => t('sdui.form.maxLength', { count, length }),
  };
  // The client's own findings since the last apply, else what the BFF refused in the address.
  const shown = errors ?? serverProblems;
  /** Applies the draft when every typed value is allowed; otherwise the messages go to their fields and focus to the first. */
  const apply = (next: Draft) => {
    const found = filterProblems(spec, next, texts);
    const first = (spec.filters ?? []).find((filter) => found[filter.id] !== undefined);
    if (first) {
      setErrors(found);
      setOpen(true);
      // After the render that shows the field (a folded bar opens first).
      setTimeout(() => formRef.current?.querySelector<HTMLElement>(`#filter-${first.id}`)?.focus(), 0);
      return;
    }
    setErrors(null);
    onApply(next);
  };
  const change = (filter: FilterSpec, values: string[], applyNow: boolean) => {
    const filters = { ...draft.filters };
    if (values.every((value) => value === '')) delete filters[filter.id];
    else filters[filter.id] = values;
    const next = { ...draft, filters };
    setDraft(next);
    // A corrected value takes its message away as soon as it is allowed.
    if (errors?.[filter.id] !== undefined && filterProblem(filter, values, texts) === null) {
      const { [filter.id]: _fixed, ...rest } = errors;
      setErrors(rest);
    }
    if (applyNow) apply(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply({ ...draft, search: draft.search.trim() });
  };
  const reset = () => {
    const empty = { search: '', filters: {} };
    setDraft(empty);
    setErrors(null);
    onApply(empty);
  };
  const searchId = 'list-search';
  const active = (state.search.trim() === '' ? 0 : 1) + Object.keys(state.filters).length;
  const folded = !open && Object.keys(shown).length === 0;
  return (
    <div className="sdui-filter-bar">
      <button
        type="button"
        className="plain-button sdui-filter-toggle"
        data-variant="outline"
        aria-expanded={!folded}
        aria-controls="list-filters"
        onClick={() => setOpen(folded)}
      >
        {t('sdui.filter.label')}
        {active > 0 ? ` (${t('sdui.filter.active', { count: active })})` : ''}
      </button>
      <form ref={formRef} id="list-filters" onSubmit={submit} role="search" aria-label={t('sdui.filter.label')} noValidate>
        <div className="sdui-filter-row" data-folded={folded || undefined}>
          {spec.search ? (
            <Field id={searchId} label={spec.search.label} error={shown[SEARCH_FIELD]} kind="search">
              <input
                className="plain-input"
                id={searchId}
                type="search"
                name="q"
                value={draft.search}
                maxLength={spec.search.maxLength ?? 100}
                placeholder={spec.search.placeholder}
                aria-describedby={shown[SEARCH_FIELD] ? `${searchId}-error` : undefined}
                aria-invalid={shown[SEARCH_FIELD] !== undefined || undefined}
                onChange={(event) => setDraft({ ...draft, search: event.currentTarget.value })}
              />
            </Field>
          ) : null}
          {(spec.filters ?? []).map((filter) => {
            const Control = CONTROLS[filter.type] ?? TextFilter;
            return (
              <Control
                key={filter.id}
                filter={filter}
                values={draft.filters[filter.id] ?? []}
                error={shown[filter.id]}
                onChange={(values, applyNow) => change(filter, values, applyNow)}
              />
            );
          })}
          <div className="sdui-filter-actions">
            <button type="submit" className="plain-button" data-variant="solid" data-palette="brand">
              {t('sdui.filter.apply')}
            </button>
            <button type="button" className="plain-button" onClick={reset}>
              {t('sdui.filter.reset')}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
});
