import { ContentPage } from '../components/content-page';

export default function HowToSellPage() {
  return <ContentPage page="how-to-sell" />;
}
