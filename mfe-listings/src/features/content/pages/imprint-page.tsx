import { ContentPage } from '../components/content-page';

export default function ImprintPage() {
  return <ContentPage page="imprint" />;
}
