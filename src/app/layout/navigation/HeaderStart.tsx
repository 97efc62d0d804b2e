import { HeaderLogo } from '../HeaderLogo';
import { SiteNavigation } from './SiteNavigation';

/**
 * The signed-in start of the header: the role navigation (a menu button on a phone, a row of its own on a wide
 * screen) and the logo. One chunk for both, so the first screen's code holds a single lazy part for them and
 * a signed-out visit to /login downloads no byte of the navigation.
 */
export function HeaderStart() {
  return (
    <>
      <SiteNavigation />
      <HeaderLogo />
    </>
  );
}
