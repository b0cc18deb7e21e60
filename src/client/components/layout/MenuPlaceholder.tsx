// The app shell loads with /login: it takes only the text areas it shows, not the index of all.
import { frameTexts as texts } from '../../../shared/texts/de/frame';

/**
 * The menu bar as it looks before its entries arrive (Bootstrap's navbar markup, the title only):
 * it holds the bar's place while the menu's chunk loads, so the page below does not move. Hidden
 * from assistive technology: it is no menu yet.
 */
export function MenuPlaceholder() {
  return (
    <div className="navbar navbar-expand-xl main-menu" data-bs-theme="dark" aria-hidden="true">
      <div className="container-fluid">
        <span className="navbar-brand">{texts.app.title}</span>
      </div>
    </div>
  );
}
