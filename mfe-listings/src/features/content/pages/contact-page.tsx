import { ContentPage } from '../components/content-page';

export default function ContactPage() {
  return <ContentPage page="contact" />;
}
