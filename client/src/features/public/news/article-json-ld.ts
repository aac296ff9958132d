import { SITE_NAME } from '../../../lib/head/head-context';

export interface ArticleJsonLdInput {
  headline: string;
  description?: string;
  image?: string | null;
  datePublished: string;
  dateModified: string;
  /** The writer's name; none (or a deleted one) credits the magazine. */
  authorName?: string | null;
  section?: string | null;
  keywords?: string[];
  /** The page's canonical path. */
  path: string;
}

/** schema.org NewsArticle of a news item or column (the content is written in Turkish). */
export function newsArticleJsonLd(input: ArticleJsonLdInput): object {
  const publisher = { '@type': 'Organization', name: SITE_NAME };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: input.authorName ? { '@type': 'Person', name: input.authorName } : publisher,
    publisher,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.path },
    inLanguage: 'tr',
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.keywords?.length ? { keywords: input.keywords.join(', ') } : {}),
  };
}
