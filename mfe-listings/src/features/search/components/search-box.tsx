import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { SEARCH_QUERY_MAX_LENGTH } from '@bizmarkt/shared/contract';
import './search-box.css';

interface SearchBoxProps {
  /** The words already searched for (the search page's URL). */
  initial?: string;
  /** The trimmed words, or undefined for none. */
  onSearch: (q: string | undefined) => void;
  /** Told the text as typed, and null when the box goes (the search page keeps it for the filters). */
  onType?: (text: string | null) => void;
}

/** The words of a search (landing hero, search page): websearch syntax, "quotes", -excluded, or. */
export function SearchBox({ initial = '', onSearch, onType }: SearchBoxProps) {
  const { t } = useTranslation('listings');
  const [text, setText] = useState(initial);
  const id = useId();
  useEffect(() => {
    onType?.(text);
  }, [onType, text]);
  useEffect(() => () => onType?.(null), [onType]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <form role="search" className="bz-search-box" onSubmit={submit} aria-label={t('landing.searchLabel')}>
      <label htmlFor={id} className="bz-visually-hidden">
        {t('landing.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="bz-search-box__input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('landing.searchPlaceholder')}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
      />
      <button type="submit" className="p-button p-component bz-search-box__submit">
        {t('landing.searchSubmit')}
      </button>
    </form>
  );
}
