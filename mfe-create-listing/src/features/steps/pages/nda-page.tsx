import { WizardPage } from '../../wizard';
import { NdaStep } from '../nda-step';

export default function NdaPage() {
  return <WizardPage step="nda" Form={NdaStep} />;
}
