// Bootstrap's first cut: what /login shows (webpack.bootstrapCss.ts); the whole comes with the frame.
import 'bootstrap/dist/css/bootstrap.min.css?first';
import './app.css';
import './theme/darkScheme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyPreferredColorScheme, followColorSchemeChanges } from './theme/colorScheme';

// The head's script has set the scheme already; this keeps it in step from now on.
applyPreferredColorScheme();
followColorSchemeChanges();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
