import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import FaqPage from '../pages/faq-page';
import HowToBuyPage from '../pages/how-to-buy-page';
import PrivacyPolicyPage from '../pages/privacy-policy-page';

const namespaces = resourcesOf('listingsContent', 'listings');

/** Heading levels in document order: each step down is at most one level. */
function headingLevels(): number[] {
  return screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
}

describe('content pages', () => {
  it('shows how to buy in English with the five buying steps and links in the page language', async () => {
    renderWithProviders(<HowToBuyPage />, { namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'How to buy an online business' })).toBeInTheDocument();
    const steps = screen.getByRole('heading', { level: 2, name: 'The five buying steps' }).closest('section')!;
    expect(steps).toHaveTextContent('Sign a Letter of Intent (LOI)');
    expect(steps).toHaveTextContent('Transfer the funds (escrow recommended)');
    expect(screen.getAllByRole('link', { name: 'Pricing' })[0]).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toHaveTextContent('Due diligence checklist');
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });

  it('shows the same page in German with German links', async () => {
    renderWithProviders(<HowToBuyPage />, { locale: 'de', route: '/de/how-to-buy', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'So kaufen Sie ein Online-Unternehmen' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Preise' })[0]).toHaveAttribute('href', '/de/pricing');
  });

  it('opens and closes an FAQ answer from its question', async () => {
    renderWithProviders(<FaqPage />, { locale: 'de', route: '/de/faq', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeInTheDocument();
    const question = screen.getByText('Ist Bizmarkt ein Makler?');
    const item = question.closest('details')!;
    expect(item).not.toHaveAttribute('open');
    fireEvent.click(question);
    expect(item).toHaveAttribute('open');
    expect(item).toHaveTextContent('verwahren nie den Kaufpreis');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens the question a link points at (/faq#nda)', async () => {
    renderWithProviders(<FaqPage />, { route: '/faq#nda', namespaces });
    const question = await screen.findByText('Why do some listings ask me to sign an NDA?');
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getByText('How do I pay the seller?').closest('details')).not.toHaveAttribute('open');
  });

  it('dates the privacy policy in the page language', async () => {
    renderWithProviders(<PrivacyPolicyPage />, { namespaces });
    expect(await screen.findByText('In effect since Nov 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sessions, cookies and security' })).toBeInTheDocument();
  });
});
