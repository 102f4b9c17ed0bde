import { heroSlideProduct } from '@aafiyat/domain';
import { HeroCarousel } from '@aafiyat/ui';
import { useContext } from 'react';
import { DialogsContext } from '../app/dialogs';
import { useSignUpOffered } from '../app/signUpOffers';
import { useSiteMessages } from '../i18n/language';
import { heroSlides } from '../pages/home/content';

/**
 * The home page's hero: the product slideshow, SIGN UP (while nobody is signed in) and REQUEST A DEMO. On a page
 * of islands it is prerendered from here and brought to life by ./HeroDriver.ts without React, after the page's
 * load event (the first slide is painted from the HTML); in the app, it is this component.
 */
export default function HeroIsland() {
  const dialogs = useContext(DialogsContext);
  const signUpOffered = useSignUpOffered();
  const t = useSiteMessages();
  return (
    <HeroCarousel
      slides={heroSlides(t)}
      label={t('Home.hero.label')}
      headingLevel={1}
      showSignUp={signUpOffered}
      onRequestDemo={({ slideId }) => {
        dialogs.openDemo(heroSlideProduct(slideId));
      }}
    />
  );
}
