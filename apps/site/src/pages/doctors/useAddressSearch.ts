import { useAddress, type Address } from '../../app/address';
import { useHydrated } from '../../app/hydration';
import { emptySearch, parseDoctorSearch, serializeDoctorSearch, type DoctorSearch } from './search';

/**
 * Whether the part is live, the search the address asks for, and its key (the address's query in its one written form). A prerendered page
 * (and its hydration) knows no address: it shows every doctor's first page until it is live.
 */
export function useAddressSearch(): {
  hydrated: boolean;
  address: Address;
  search: DoctorSearch;
  searchKey: string;
} {
  const hydrated = useHydrated();
  const address = useAddress();
  const search = hydrated ? parseDoctorSearch(new URLSearchParams(address.search)) : emptySearch;
  return { hydrated, address, search, searchKey: serializeDoctorSearch(search) };
}
