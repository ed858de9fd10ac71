// The dialogs feature's public entry: what other features of this remote may use. The dialog cache, the
// messaging UI store and the avatar, which every feature here shares, are in src/lib and src/components.
export { useDialogs } from './api/get-dialogs';
export { createDialog } from './api/create-dialog';
export { useIncomingMessages } from './hooks/use-incoming-messages';
