/** robots.txt: everything may be crawled but the admin and the API; where the sitemap index is. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /yonetim', 'Disallow: /api', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
