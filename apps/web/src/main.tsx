import './lib/zod-without-eval.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.js';
import './styles.css';

const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
