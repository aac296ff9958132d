import { NamedCreateScreen } from '../../../features/admin/named/named-screens';
import { tagResource } from '../../../features/admin/tags/tag-named';

/** /yonetim/etiketler/olustur */
export function Component() {
  return <NamedCreateScreen resource={tagResource} />;
}
