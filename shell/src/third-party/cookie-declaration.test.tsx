import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { CookieDeclaration } from './cookie-declaration';

describe('the cookie declaration placeholder', () => {
  afterEach(() => document.querySelectorAll('script').forEach((script) => script.remove()));

  it('stays empty in a build without a consent tool, and loads no script', async () => {
    const { container } = renderWithProviders(<CookieDeclaration consentId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('.bz-cookie-declaration')).toBeEmptyDOMElement();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("with a consent tool, gets the tool's declaration script in the page's language", async () => {
    const { container } = renderWithProviders(<CookieDeclaration consentId="group-1" />, { locale: 'de' });
    const placeholder = container.querySelector('.bz-cookie-declaration')!;
    await waitFor(() => expect(placeholder.querySelector('script')).not.toBeNull());
    const script = placeholder.querySelector('script')!;
    expect(script.src).toBe('https://consent.cookiebot.com/group-1/cd.js');
    expect(script.id).toBe('CookieDeclaration');
    expect(script.getAttribute('data-culture')).toBe('DE');
  });
});
