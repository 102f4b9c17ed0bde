import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AddressContext, type Address } from './address';

/** Gives the app's pages and islands their {@link Address} from the router. */
export function RouterAddress({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = useMemo<Address>(
    () => ({
      pathname,
      search,
      navigate: (path, options) => void navigate(path, options),
      setSearch: (next, options) => void navigate({ search: next }, options),
    }),
    [pathname, search, navigate],
  );
  return <AddressContext.Provider value={address}>{children}</AddressContext.Provider>;
}
