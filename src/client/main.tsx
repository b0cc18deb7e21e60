import 'bootstrap/dist/css/bootstrap.min.css';
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
