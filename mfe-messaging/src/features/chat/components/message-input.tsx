import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { ATTACHMENT_ACCEPT } from '@bizmarkt/shared/contract';
import { isAcceptedFile } from '../lib/file-name';
import type { Outgoing } from '../api/send-message';

interface MessageInputProps {
  /** Resolves when sent; rejects with the error text to show under the input (a refused file), or null. */
  onSend: (outgoing: Outgoing) => Promise<void>;
  busy: boolean;
  error: string | null;
}

/**
 * Grows with its text up to a limit; a long text scrolls inside. A box not on screen (the deal room's
 * conversation on a phone until its part is picked) measures 0: it keeps its natural one-row height
 * instead of being squeezed to its padding.
 */
function useAutoResize(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = el.scrollHeight > 0 ? `${Math.min(el.scrollHeight, 160)}px` : '';
  }, [value]);
  return ref;
}

/** Spec §2 input: 'Your message..', Enter sends, Shift+Enter is a new line, Send, attach JPEG/PNG/PDF. */
export function MessageInput({ onSend, busy, error }: MessageInputProps) {
  const { t } = useTranslation('messaging');
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const textarea = useAutoResize(text);
  const fileInput = useRef<HTMLInputElement>(null);
  // Two conversations can be on one page (the messages panel over a deal room): ids of their own.
  const id = useId();
  const textId = `${id}-text`;
  const errorId = `${id}-error`;

  const sendText = () => {
    const trimmed = text.trim();
    // Spec §5: an empty text is never sent.
    if (!trimmed || busy) return;
    setText('');
    void onSend({ kind: 'text', text: trimmed }).catch(() => setText((current) => current || trimmed));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sendText();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedFile(file)) {
      setFileError(t('chat.fileType'));
      return;
    }
    setFileError(null);
    void onSend({ kind: 'media', file }).catch(() => undefined);
  };
  const shownError = fileError ?? error;

  return (
    <form className="bz-chat-input" onSubmit={onSubmit}>
      <label className="bz-visually-hidden" htmlFor={textId}>
        {t('chat.inputLabel')}
      </label>
      <textarea
        id={textId}
        ref={textarea}
        rows={1}
        className="p-inputtextarea p-inputtext p-component bz-chat-input__text"
        placeholder={t('chat.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={shownError ? errorId : undefined}
      />
      <input ref={fileInput} type="file" hidden accept={ATTACHMENT_ACCEPT.join(',')} onChange={onFile} data-testid="chat-file" />
      <Button type="button" icon="pi pi-paperclip" text rounded aria-label={t('chat.attach')} disabled={busy} onClick={() => fileInput.current?.click()} />
      <Button type="submit" label={t('chat.send')} icon="pi pi-send" disabled={busy} />
      {shownError ? (
        <p id={errorId} className="bz-chat-input__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
