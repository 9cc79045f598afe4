import { PageMessage } from '../components/PageMessage';
import { useStore } from '../lib/use-store';

/** The cart page; catalog-mode stores sell nothing and say so. The cart itself is the cart issue's. */
export default function CartPage() {
  const { storeView } = useStore();
  return <PageMessage title="cart.title" text={storeView.catalogMode ? 'cart.catalogMode' : 'cart.empty'} />;
}
