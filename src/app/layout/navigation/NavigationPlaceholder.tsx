/**
 * The room the navigation takes in the header, kept while its code or the user's roles are on their way, so
 * the screen below does not move when it arrives. Its styles are in navigation.css (the app has one stylesheet).
 */
export function NavigationPlaceholder() {
  return <div className="site-nav site-nav--pending" aria-hidden="true" />;
}
