import { NamedListScreen } from '../../../features/admin/named/named-screens';
import { tagResource } from '../../../features/admin/tags/tag-named';

/** /yonetim/etiketler?page&query */
export function Component() {
  return <NamedListScreen resource={tagResource} />;
}
