import { NamedEditScreen } from '../../../features/admin/named/named-screens';
import { categoryResource } from '../../../features/admin/categories/category-named';

/** /yonetim/kategoriler/:id/duzenle */
export function Component() {
  return <NamedEditScreen resource={categoryResource} />;
}
