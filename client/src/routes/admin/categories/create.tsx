import { NamedCreateScreen } from '../../../features/admin/named/named-screens';
import { categoryResource } from '../../../features/admin/categories/category-named';

/** /yonetim/kategoriler/olustur */
export function Component() {
  return <NamedCreateScreen resource={categoryResource} />;
}
