import { data } from 'react-router-dom';

/** Unknown paths answer 404: the thrown response sets the static handler's status code. */
export function notFoundLoader(): never {
  throw data('Not Found', { status: 404 });
}
