import { ContentPage } from '../components/content-page';

export default function HowToBuyPage() {
  return <ContentPage page="how-to-buy" />;
}
