// B8's baseline: the smallest React 19 app Vite builds (issue 10).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <h1>Leere App</h1>
  </StrictMode>,
);
