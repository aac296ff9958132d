import { NamedShowScreen } from '../../../features/admin/named/named-screens';
import { tagResource } from '../../../features/admin/tags/tag-named';

/** /yonetim/etiketler/:id?page — page of the related news. */
export function Component() {
  return <NamedShowScreen resource={tagResource} />;
}
