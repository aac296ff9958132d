/**
 * The language magazine content is written in (titles, teasers, bodies, category, tag, columnist
 * and event names, mastheads: design §5 "written once, in the magazine's language"). Elements
 * that show it carry `lang={CONTENT_LANG}`, so on an English page a screen reader reads them with a
 * Turkish voice and CSS upper-cases "Edebiyat" to "EDEBİYAT" (WCAG 3.1.2); on Turkish pages it
 * repeats the page's language and changes nothing.
 */
export const CONTENT_LANG = 'tr';
