import PharmacyPackages from '../pages/products/pharmacy/PharmacyPackages';
import { IslandRouter } from './IslandRouter';

/** Props of {@link PharmacyPackagesIsland}. */
export interface PharmacyPackagesIslandProps {
  /** The page's path (the prerender's address for the island's router). */
  readonly path: string;
}

/** The pharmacy page's package, whose price list is loaded through the site's loader (which reads the router). */
export default function PharmacyPackagesIsland({ path }: PharmacyPackagesIslandProps) {
  return (
    <IslandRouter path={path}>
      <PharmacyPackages />
    </IslandRouter>
  );
}
