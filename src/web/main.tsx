import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A navigation renders at once, not as a transition: its page's reads start in that render (routes.tsx), and a
// transition's render yields to whatever else the browser has to do, which under load held the reads back.
createRoot(root).render(
  <BrowserRouter useTransitions={false}>
    <App />
  </BrowserRouter>,
);
