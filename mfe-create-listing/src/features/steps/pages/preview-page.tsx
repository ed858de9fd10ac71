import { PreviewStep } from '../../preview/components/preview-step';
import { WizardPage } from '../../wizard/components/wizard-page';

export default function PreviewPage() {
  return <WizardPage step="preview" Form={PreviewStep} />;
}
