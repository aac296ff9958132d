import type { RecordViewMutationVariables } from '../gql/graphql';
import { tabCsrfToken } from './apollo/csrf';

export type ViewKind = 'news' | 'column' | 'archive';

/**
 * Counting a view needs no Apollo: the page that is read first runs only the boot script, and its
 * view must count whether or not the reader ever touches the page. Checked by codegen against the
 * schema like every other operation.
 */
const RECORD_VIEW = /* GraphQL */ `
  mutation RecordView($kind: String!, $id: Int!) {
    recordView(kind: $kind, id: $id)
  }
`;

/** The attributes that name the record a detail page shows, read by `reportPageView`. */
const KIND_ATTRIBUTE = 'data-view-kind';
const ID_ATTRIBUTE = 'data-view-id';

/** The view the boot script reported, so the app does not report it again when it starts. */
let reportedOnLoad: string | undefined;

/**
 * Counts one public detail view (design.md §5): the server leaves out staff and a reader's repeated
 * views within the hour. Sent after the page is shown, never while rendering, so a page served from
 * the page cache counts too. A failure changes nothing for the reader.
 */
export async function reportView(kind: ViewKind, id: number, accessToken?: string | null): Promise<void> {
  if (reportedOnLoad === `${kind}:${id}`) {
    reportedOnLoad = undefined;
    return;
  }
  await send(kind, id, accessToken);
}

async function send(kind: ViewKind, id: number, accessToken?: string | null): Promise<void> {
  try {
    const variables: RecordViewMutationVariables = { kind, id };
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': await tabCsrfToken.get(),
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify({ operationName: 'RecordView', query: RECORD_VIEW, variables }),
    });
    // Read to the end: an unread answer leaves the request open in the browser.
    await response.text();
  } catch {
    // not counted: nothing the reader needs to know
  }
}

/** Attributes for the element showing a record, so the boot script can count its view on load. */
export function viewAttributes(kind: ViewKind, id: number | undefined): Record<string, string> {
  return id === undefined ? {} : { [KIND_ATTRIBUTE]: kind, [ID_ATTRIBUTE]: String(id) };
}

/** Reports the view of the detail page the server rendered (the boot script, once per page load). */
export function reportPageView(doc: Document): void {
  const element = doc.querySelector(`[${KIND_ATTRIBUTE}][${ID_ATTRIBUTE}]`);
  const kind = element?.getAttribute(KIND_ATTRIBUTE) as ViewKind | null | undefined;
  const id = Number(element?.getAttribute(ID_ATTRIBUTE));
  if (!kind || !Number.isInteger(id)) return;
  reportedOnLoad = `${kind}:${id}`;
  void send(kind, id);
}
