import { WizardPage } from '../../wizard';
import { AssetsStep } from '../assets-step';

export default function AssetsPage() {
  return <WizardPage step="assets" Form={AssetsStep} />;
}
