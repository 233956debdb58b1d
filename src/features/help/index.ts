// Help and support: FAQs, how-to videos, Contact Us, Book a Demo and the price-match guarantee.
export { HelpScreen } from './components/help-screen';
export { LandingScreen } from './components/landing-screen';
