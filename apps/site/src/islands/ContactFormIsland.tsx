import { ContactForm } from '../pages/contact/ContactForm';

/** Props of {@link ContactFormIsland}. */
export interface ContactFormIslandProps {
  /** The id of the heading that names the form. */
  readonly headingId: string;
}

/** The contact page's form (see {@link ContactForm}). */
export default function ContactFormIsland({ headingId }: ContactFormIslandProps) {
  return <ContactForm headingId={headingId} />;
}
