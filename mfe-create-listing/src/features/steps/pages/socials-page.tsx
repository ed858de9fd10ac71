import { WizardPage } from '../../wizard';
import { SocialsStep } from '../socials-step';

export default function SocialsPage() {
  return <WizardPage step="socials" Form={SocialsStep} />;
}
