import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/router';
import './index.css';

// index.html carries a default title and description for clients without JavaScript; every page
// renders its own through <Seo>, so the defaults go before the first render to avoid duplicates.
document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove());

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
