import { NamedListScreen } from '../../../features/admin/named/named-screens';
import { categoryResource } from '../../../features/admin/categories/category-named';

/** /yonetim/kategoriler?page&query */
export function Component() {
  return <NamedListScreen resource={categoryResource} />;
}
