import { findScript, loadScript } from './script-loader';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('adds one async script with its id and data attributes to the head', () => {
  const script = loadScript({ src: 'https://cdn.example/a.js', id: 'Vendor', attributes: { 'data-cbid': 'abc' } });
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(script.async).toBe(true);
  expect(script.getAttribute('src')).toBe('https://cdn.example/a.js');
  expect(script.id).toBe('Vendor');
  expect(script.getAttribute('data-cbid')).toBe('abc');
});

it('never adds a second script for the same src, wherever the first one is', () => {
  const parent = document.createElement('div');
  document.body.appendChild(parent);
  const first = loadScript({ src: 'https://cdn.example/a.js', parent });
  const second = loadScript({ src: 'https://cdn.example/a.js' });
  expect(second).toBe(first);
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(parent.firstChild).toBe(first);
});

it('adds scripts of different sources side by side', () => {
  loadScript({ src: 'https://cdn.example/a.js' });
  loadScript({ src: 'https://cdn.example/b.js?id="x"' });
  expect(document.querySelectorAll('script')).toHaveLength(2);
  expect(findScript('https://cdn.example/b.js?id="x"')).not.toBeNull();
});

it('adds the script again once the first one has left the document', () => {
  const first = loadScript({ src: 'https://cdn.example/a.js' });
  first.remove();
  expect(loadScript({ src: 'https://cdn.example/a.js' })).not.toBe(first);
  expect(document.querySelectorAll('script')).toHaveLength(1);
});
