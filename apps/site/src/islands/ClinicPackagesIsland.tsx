import ClinicPackages from '../pages/products/clinic/ClinicPackages';
import { IslandRouter } from './IslandRouter';

/** Props of {@link ClinicPackagesIsland}. */
export interface ClinicPackagesIslandProps {
  /** The page's path (the prerender's address for the island's router). */
  readonly path: string;
}

/** The clinic page's packages, which read the address's `?packages=true` to come into view. */
export default function ClinicPackagesIsland({ path }: ClinicPackagesIslandProps) {
  return (
    <IslandRouter path={path}>
      <ClinicPackages />
    </IslandRouter>
  );
}
