import { QuickLinkTiles } from '@aafiyat/ui';
import { site } from '../site.config';

/** The home page's quick links: links to each product, the helpline to dial, and Lab, which opens its notice. */
export default function QuickLinksIsland() {
  return <QuickLinkTiles helplineNumber={site.helplinePhone} />;
}
