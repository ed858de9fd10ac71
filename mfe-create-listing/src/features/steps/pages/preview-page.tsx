import { PreviewStep } from '../../preview';
import { WizardPage } from '../../wizard';

export default function PreviewPage() {
  return <WizardPage step="preview" Form={PreviewStep} />;
}
