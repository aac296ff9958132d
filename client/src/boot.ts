// The browser entry: the only script a reader's page runs before the reader interacts (see
// app/hydration.ts). It counts the view of a detail page, answers the simple presses itself (copy
// a link, open a gallery photo: lib/boot-actions.ts) and starts the app when it is wanted.
import { hydrateOnIntent } from './app/hydration';
import { bootActions } from './lib/boot-actions';
import { reportPageView } from './lib/view-beacon';

reportPageView(document);
hydrateOnIntent(document, (trigger) => import('./entry-client').then(({ start }) => start(trigger)), bootActions(document));
