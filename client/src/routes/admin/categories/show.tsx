import { NamedShowScreen } from '../../../features/admin/named/named-screens';
import { categoryResource } from '../../../features/admin/categories/category-named';

/** /yonetim/kategoriler/:id?page — page of the related news. */
export function Component() {
  return <NamedShowScreen resource={categoryResource} />;
}
