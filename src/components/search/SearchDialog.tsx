import * as React from 'react';
import { CloseIcon } from '../../ui/icons';
import { SearchPanel } from './SearchPanel';
import { searchWording } from './wording';
import * as css from './SearchDialog.css';

/**
 * The search in a modal <dialog>: the browser traps focus in it and closes it on Escape; a tap on
 * the backdrop closes it too. It stays mounted once opened, so reopening shows the last query.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = React.useRef<HTMLDialogElement>(null);
  const input = React.useRef<HTMLInputElement>(null);
  const [query, setQuery] = React.useState('');

  React.useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      input.current?.focus();
      input.current?.select();
    } else if (!open && element.open) element.close();
  }, [open]);

  React.useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // A click on the backdrop reaches the dialog itself; one inside lands on its content.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) element.close();
    };
    // Escape in a search field with text only clears it (Chromium), so the dialog would stay open:
    // one Escape closes it, and the query is kept for the next opening.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      element.close();
    };
    element.addEventListener('close', onClose);
    element.addEventListener('click', onBackdrop);
    element.addEventListener('keydown', onEscape);
    return () => {
      element.removeEventListener('close', onClose);
      element.removeEventListener('click', onBackdrop);
      element.removeEventListener('keydown', onEscape);
    };
  }, [onClose]);

  return (
    <dialog ref={dialog} className={css.dialog} aria-label={searchWording.label}>
      <div className={css.body}>
        <div className={css.head}>
          <SearchPanel query={query} onQueryChange={setQuery} active={open} inputRef={input} />
          <button
            type="button"
            className={css.close}
            aria-label="Close search"
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
      </div>
    </dialog>
  );
}
