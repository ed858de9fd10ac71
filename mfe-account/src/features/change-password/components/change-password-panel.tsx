import type { PanelProps } from '@bizmarkt/shared/federation';
import { ChangePasswordForm } from './change-password-form';

/** The Change password panel's content; the shell's frame gives the title and Escape. */
export default function ChangePasswordPanel({ onClose }: PanelProps) {
  return <ChangePasswordForm idPrefix="password-panel" onDone={onClose} />;
}
