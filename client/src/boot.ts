// The browser entry: the only script a reader's page runs before the reader interacts (see
// app/hydration.ts). It counts the view of a detail page and starts the app when it is wanted.
import { hydrateOnIntent } from './app/hydration';
import { reportPageView } from './lib/view-beacon';

reportPageView(document);
hydrateOnIntent(document, (trigger) => import('./entry-client').then(({ start }) => start(trigger)));
