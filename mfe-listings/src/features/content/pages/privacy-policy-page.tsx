import { ContentPage } from '../components/content-page';

export default function PrivacyPolicyPage() {
  return <ContentPage page="privacy-policy" />;
}
