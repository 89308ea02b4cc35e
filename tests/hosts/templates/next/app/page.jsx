// The products page: a server component rendering the host's client component.
import { Products } from '../shared/Products.jsx';

export default function Page() {
  return <Products />;
}
