import Button from 'react-bootstrap/Button';
import { homeTexts } from '../../../shared/texts/de/home';

const t = homeTexts.pageFilter;

/** 'Nur: …' above a tree or list that a link narrowed, with the way back to all of it. */
export function FilterNotice({ what, onClear }: { what: string; onClear: () => void }) {
  return (
    <p className="d-flex flex-wrap align-items-center gap-2 small mb-2" role="status">
      <span className="fw-semibold">{t.only(what)}</span>
      <Button variant="link" size="sm" className="p-0" onClick={onClear}>
        {t.showAll}
      </Button>
    </p>
  );
}
