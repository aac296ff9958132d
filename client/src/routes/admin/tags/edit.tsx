import { NamedEditScreen } from '../../../features/admin/named/named-screens';
import { tagResource } from '../../../features/admin/tags/tag-named';

/** /yonetim/etiketler/:id/duzenle */
export function Component() {
  return <NamedEditScreen resource={tagResource} />;
}
