import { ContentPage } from '../components/content-page';

export default function TermsOfServicePage() {
  return <ContentPage page="terms-of-service" />;
}
