import { WizardPage } from '../../wizard/components/wizard-page';
import { AssetsStep } from '../assets-step';

export default function AssetsPage() {
  return <WizardPage step="assets" Form={AssetsStep} />;
}
