import { WizardPage } from '../../wizard/components/wizard-page';
import { SocialsStep } from '../socials-step';

export default function SocialsPage() {
  return <WizardPage step="socials" Form={SocialsStep} />;
}
