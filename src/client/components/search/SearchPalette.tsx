import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { useSearchQuery } from '../../api/search';
import { messageTexts } from '../../../shared/texts/de/messages';
import { searchTexts } from '../../../shared/texts/de/search';
import { paletteEntries, readRecent, rememberRecent, type PaletteEntry, type PalettePage } from './searchEntries';
import { useTypedTerm } from './useTypedTerm';
import './search.css';

const t = searchTexts.search;

/** Ctrl+K, or ⌘K on a Mac: the shortcut that opens the palette from anywhere in the console. */
const isShortcut = (e: globalThis.KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';

/**
 * The command palette (issue 54): the top bar's search button and Ctrl+K / ⌘K open it. It finds the
 * menu's pages and, through the server, contexts, stores, registers, store servers, updates,
 * rollouts, alerts and users; with nothing typed it lists the items opened last. Arrow keys choose,
 * Enter opens the chosen one's page with it selected, Escape closes.
 */
export function SearchPalette({ pages }: { pages: readonly PalettePage[] }) {
  const [show, setShow] = useState(false);
  // Listening from the commit that shows the button, not after the next paint: once the button is
  // there, Ctrl+K works (a key pressed between the two was lost).
  useLayoutEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setShow(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        variant="outline-light"
        size="sm"
        className="search-open me-2"
        onClick={() => setShow(true)}
        aria-keyshortcuts="Control+K Meta+K"
        data-testid="search-open"
      >
        <svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" className="search-icon">
          <circle cx="6.5" cy="6.5" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
          <line x1="10.5" y1="10.5" x2="15" y2="15" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="search-open-label">{t.open}</span>
        <kbd className="search-open-key">{t.shortcut}</kbd>
      </Button>
      {show && <PaletteDialog pages={pages} onHide={() => setShow(false)} />}
    </>
  );
}

function PaletteDialog({ pages, onHide }: { pages: readonly PalettePage[]; onHide(): void }) {
  const navigate = useNavigate();
  const titleId = useId();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const term = useTypedTerm(typed);
  const [active, setActive] = useState(0);
  const recent = useMemo(() => readRecent(), []);
  // currentData: while the next term is asked, the last term's results are not offered for Enter.
  const { currentData, isFetching, isError } = useSearchQuery(term ? { q: term, limit: 20 } : skipToken);
  const current = typed.trim() !== '' && term === typed.trim();
  const entries: PaletteEntry[] = typed.trim()
    ? paletteEntries(typed, pages, current ? (currentData?.results ?? []) : [])
    : recent;
  const chosen = Math.min(active, Math.max(entries.length - 1, 0));

  const open = (entry: PaletteEntry) => {
    rememberRecent(entry);
    onHide();
    void navigate(entry.link);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (entries.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + entries.length) % entries.length);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing && entries[chosen]) {
      e.preventDefault();
      open(entries[chosen]);
    }
  };
  const status = !typed.trim()
    ? ''
    : isError && current
      ? t.failed
      : isFetching || !current
        ? t.searching
        : entries.length === 0
          ? t.none
          : t.count(entries.length);
  const optionId = (i: number) => `${listId}-${i}`;
  // The chosen option stays in sight in a long list, as the arrow keys move it.
  useEffect(() => {
    document.getElementById(optionId(chosen))?.scrollIntoView?.({ block: 'nearest' });
  });

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} className="search-palette" scrollable>
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t.dialogTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {t.inputLabel}
        </label>
        <input
          id={`${listId}-input`}
          className="form-control"
          type="search"
          role="combobox"
          autoComplete="off"
          autoFocus
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={entries.length > 0 ? optionId(chosen) : undefined}
          aria-describedby={`${listId}-hint`}
          placeholder={t.placeholder}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          maxLength={200}
        />
        <p className="search-hint small text-body-secondary mt-2 mb-1" id={`${listId}-hint`}>
          {entries.length > 0 && !typed.trim() ? t.recent : t.hint}
        </p>
        <div role="status" className="search-status small">
          {status}
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={typed.trim() ? t.results : t.recent}
          className="search-results"
          hidden={entries.length === 0}
        >
          {entries.map((entry, i) => (
            <li
              key={`${entry.kind}:${entry.link}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === chosen}
              className={i === chosen ? 'search-result active' : 'search-result'}
              onMouseMove={() => setActive(i)}
              onClick={() => open(entry)}
            >
              <Badge bg="secondary" className="search-kind">
                {t.kinds[entry.kind]}
              </Badge>
              <span className="search-title">{entry.title}</span>
              {entry.subtitle && <span className="search-subtitle">{entry.subtitle}</span>}
            </li>
          ))}
        </ul>
      </Modal.Body>
    </Modal>
  );
}
