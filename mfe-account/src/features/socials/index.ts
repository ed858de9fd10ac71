// The social sign-in feature's public entry: the button and the providers it offers, for the login and
// registration forms.
export { SocialSignIn, type SocialSignInProps } from './components/social-sign-in';
export { useAuthProviders } from './api/get-auth-providers';
