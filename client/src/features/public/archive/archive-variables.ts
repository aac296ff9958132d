/**
 * The variables of the archive pages, read the same way by the loader (from the request URL) and
 * the component (from the router), so both address one cache entry.
 */
export function archiveListVariables(search: URLSearchParams): { page: number } {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return { page: Number.isFinite(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

export function archiveIssueVariables(slug: string | undefined): { slug: string } {
  return { slug: slug ?? '' };
}

/** The issue number written in a title (`Sayı 142`, `Issue 142`, `No. 142`), if any. */
export function issueNumberOf(title: string): string | undefined {
  return /(?:sayı|sayi|issue|no\.?)\s*:?\s*(\d{1,5})/i.exec(title)?.[1];
}
