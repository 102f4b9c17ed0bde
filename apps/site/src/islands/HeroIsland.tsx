import { heroSlideProduct } from '@aafiyat/domain';
import { HeroCarousel } from '@aafiyat/ui';
import { useContext, useEffect } from 'react';
import { DialogsContext } from '../app/dialogs';
import { useSignUpOffered } from '../app/signUpOffers';
import { heroSlides } from '../pages/home/content';
import { islandDialogs, prepareIslandDialogs } from './dialogs';

/**
 * The home page's hero: the product slideshow, SIGN UP (while nobody is signed in) and REQUEST A DEMO. Its
 * rotation starts once it is live, after the page's largest paint (the first slide is painted from the HTML).
 */
export default function HeroIsland() {
  const dialogs = useContext(DialogsContext);
  const signUpOffered = useSignUpOffered();
  // On a page of islands, REQUEST A DEMO's dialog is made ready while the browser is idle, so the first press opens
  // it without a download.
  useEffect(() => {
    if (dialogs === islandDialogs) prepareIslandDialogs();
  }, [dialogs]);
  return (
    <HeroCarousel
      slides={heroSlides}
      label="Aafiyat products"
      headingLevel={1}
      showSignUp={signUpOffered}
      onRequestDemo={({ slideId }) => {
        dialogs.openDemo(heroSlideProduct(slideId));
      }}
    />
  );
}
