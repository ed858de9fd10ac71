import { ContentPage } from '../components/content-page';

export default function HowWeVerifyPage() {
  return <ContentPage page="how-we-verify" />;
}
