import { useRef, type KeyboardEvent, type Ref } from 'react';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';

/**
 * The native select PrimeReact renders beside the real control (for form posts) is hidden from
 * assistive technology: it had no name (axe `select-name`, critical), and it is no control a user
 * reaches — the labelled combobox input is (its label points at `inputId`). Out of tab order already.
 */
export const HIDDEN_SELECT = { 'aria-hidden': true } as const;

/**
 * PrimeReact's Dropdown for use inside the shell's panel frame. Escape in an open dropdown closes the
 * dropdown only: PrimeReact's dialog listens for Escape on the document, so without this the same key
 * press would also close the whole panel and lose the form. "Open" is read from the DOM (the list, or
 * the expanded trigger), not from onShow, which fires only once the opening animation has ended.
 */
export function SelectDropdown({ ref, ...props }: DropdownProps & { ref?: Ref<Dropdown> }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const containEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const inList = event.target instanceof Element && event.target.closest('.p-dropdown-panel') !== null;
    const expanded = Boolean(wrapper.current?.querySelector('[aria-expanded="true"]'));
    if (inList || expanded) event.stopPropagation();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it only keeps the dropdown's Escape from closing the dialog around it
    <div ref={wrapper} className="bz-select" onKeyDown={containEscape}>
      <Dropdown ref={ref} {...props} pt={{ ...props.pt, select: HIDDEN_SELECT }} />
    </div>
  );
}
