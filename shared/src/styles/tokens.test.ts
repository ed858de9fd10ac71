// The colour pairs of tokens.css, checked where jsdom cannot: it computes no cascade, so axe in a unit
// test sees no colours. Each status pair, and the pair each toast severity paints, is read from the
// file itself and must reach WCAG AA's 4.5:1 for text.
import fs from 'node:fs';
import path from 'node:path';

const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');

/** The custom properties declared in `:root`, by name. */
function rootTokens(source: string): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return pairs(root, /(--[\w-]+)\s*:\s*([^;]+);/g);
}

/** `name: value;` pairs of a declaration block, trimmed. */
function pairs(block: string, pattern: RegExp): Map<string, string> {
  return new Map([...block.matchAll(pattern)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
}

/** The declarations of the rule whose selector is exactly `selector`. */
function declarations(source: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(source)?.[1];
  if (body === undefined) throw new Error(`no rule ${selector} in tokens.css`);
  return pairs(body, /([\w-]+)\s*:\s*([^;]+);/g);
}

const tokens = rootTokens(css);

/** A `#rrggbb` colour, through `var(--token)` when it is one. */
function hex(value: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  const resolved = name ? tokens.get(name) : value;
  if (!resolved || !/^#[0-9a-f]{6}$/i.test(resolved)) throw new Error(`not an opaque #rrggbb colour: ${value}`);
  return resolved;
}

/** WCAG 2's contrast ratio of two opaque colours. */
function contrastRatio(a: string, b: string): number {
  const channel = (colour: string, at: number) => {
    const c = parseInt(colour.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (colour: string) => 0.2126 * channel(colour, 1) + 0.7152 * channel(colour, 3) + 0.0722 * channel(colour, 5);
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('tokens.css colour pairs (WCAG AA, 4.5:1 for text)', () => {
  it('computes ratios as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // PrimeReact's success toast text on its tint over a white page: the 2.78:1 this file replaced.
    expect(contrastRatio('#1ea97c', '#ecfaf5')).toBeLessThan(3);
  });

  it.each(['success', 'warning', 'danger', 'info', 'neutral'])('the %s status pair', (status) => {
    expect(contrastRatio(hex(`var(--bz-${status})`), hex(`var(--bz-${status}-soft)`))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['success', 'info', 'warn', 'error'])('the %s toast: opaque token colours, text ≥ 4.5:1 on its background', (severity) => {
    const rule = declarations(css, `.p-toast .p-toast-message.p-toast-message-${severity}`);
    const text = hex(rule.get('color') ?? '');
    const background = hex(rule.get('background') ?? '');
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('the toast’s icon and close button take the text colour, and no blur shows the page through it', () => {
    expect(declarations(css, '.p-toast .p-toast-message').get('backdrop-filter')).toBe('none');
    expect(declarations(css, '.p-toast .p-toast-message .p-toast-message-icon,\n.p-toast .p-toast-message .p-toast-icon-close').get('color')).toBe('inherit');
  });
});
