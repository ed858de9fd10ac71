import { ContentPage } from '../components/content-page';

export default function FaqPage() {
  return <ContentPage page="faq" />;
}
