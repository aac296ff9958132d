import type { PublicArchiveIssueQuery } from '../../../gql/graphql';
import { issueNumberOf } from './archive-variables';

type Issue = PublicArchiveIssueQuery['publicArchiveIssue'];

/** schema.org PublicationIssue of an archive issue, part of the periodical, with its offer. */
export function archiveJsonLd(issue: Issue, url: string): object {
  const issueNumber = issueNumberOf(issue.title);
  return {
    '@context': 'https://schema.org',
    '@type': 'PublicationIssue',
    name: issue.title,
    ...(issueNumber ? { issueNumber } : {}),
    datePublished: issue.createdAt,
    dateModified: issue.updatedAt,
    image: issue.posterUrl,
    description: issue.description,
    url,
    isPartOf: { '@type': 'Periodical', name: 'Dergi Ankara', inLanguage: 'tr' },
    offers: {
      '@type': 'Offer',
      price: issue.price,
      priceCurrency: 'TRY',
      url: issue.link,
      availability: 'https://schema.org/InStock',
    },
  };
}
