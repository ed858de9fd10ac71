import { useRef, type KeyboardEvent } from 'react';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';

/**
 * PrimeReact's Dropdown for use inside the shell's panel frame. Escape in an open dropdown closes the
 * dropdown only: PrimeReact's dialog listens for Escape on the document, so without this the same key
 * press would also close the whole panel and lose the form. "Open" is read from the DOM (the list, or
 * the expanded trigger), not from onShow, which fires only once the opening animation has ended.
 * `label` also names the hidden native select PrimeReact renders for forms (axe `select-name`).
 */
export function SelectDropdown({ label, ...props }: DropdownProps & { label: string }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const containEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const inList = event.target instanceof Element && event.target.closest('.p-dropdown-panel') !== null;
    const expanded = Boolean(wrapper.current?.querySelector('[aria-expanded="true"]'));
    if (inList || expanded) event.stopPropagation();
  };
  return (
    <div ref={wrapper} className="bz-select" onKeyDown={containEscape}>
      <Dropdown {...props} pt={{ ...props.pt, select: { 'aria-label': label } }} />
    </div>
  );
}
