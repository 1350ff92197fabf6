// The static build's page: the same React app as `dynasty serve` gives, talking to the game in a Web Worker
// instead of a server. Hash routes (#/dashboard) keep every page one file, so any static host and sub-path works.
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import '../web/styles.css';
import { App } from '../web/App';
import { setApiTransport } from '../web/api';
import { workerTransport } from './workerTransport';

// Saves in OPFS; ?storage=indexeddb keeps them in IndexedDB instead (the fallback of browsers without OPFS).
// ?seed=N seeds every new dynasty (the tests' one dynasty per seed, as `dynasty new --seed`).
const search = new URLSearchParams(location.search);
const prefer = search.get('storage') === 'indexeddb' ? 'indexeddb' : 'opfs';
const seed = /^[1-9]\d{0,8}$/.test(search.get('seed') ?? '') ? Number(search.get('seed')) : null;
const transport = workerTransport(
  new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module' }),
  prefer,
  seed,
);
setApiTransport(transport);
// The browser suite and the bench call the game as the pages do (window.dynastyApi.call(method, url, body)).
(window as unknown as { dynastyApi: typeof transport }).dynastyApi = transport;
// Tests and the bench read which storage holds the saves.
void transport.ready.then((storage) => document.documentElement.setAttribute('data-save-storage', storage));

// Offline play: the service worker keeps the app's files (built by vite.static.config.ts).
if ('serviceWorker' in navigator && location.protocol !== 'file:') {
  void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <HashRouter>
    <App />
  </HashRouter>,
);
