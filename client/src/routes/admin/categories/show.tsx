import { useParams } from 'react-router-dom';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { CategoryDetail } from '../../../features/categories/category-detail';
import { parseId } from '../../../lib/parse-id';

/** /yonetim/kategoriler/:id?page */
export function Component() {
  const id = parseId(useParams().id);
  return id ? <CategoryDetail id={id} /> : <QueryErrorAlert status={404} />;
}
