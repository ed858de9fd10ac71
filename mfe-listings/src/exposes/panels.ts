// Panel contents this remote provides to the shell's panel frame, keyed by panel id. The filters panel arrives with the browsing issue;
// until then the shell's panel says the content is not available yet.
import type { RemotePanels } from '@bizmarkt/shared/federation';
import './register';

const panels = {} satisfies RemotePanels;

export default panels;
