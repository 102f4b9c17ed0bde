import type { DoctorListing } from '@aafiyat/domain';
import { useAddress, type Address } from '../../app/address';
import { useHydrated } from '../../app/hydration';
import { doctorSearchOfAddress, emptySearch, serializeDoctorSearch, type DoctorSearch } from './search';

/** The search a page shows before it reads its address: a listing page's city and specialty, or every doctor. */
export function listingSearch(listing: DoctorListing | null): DoctorSearch {
  return listing === null
    ? emptySearch
    : { ...emptySearch, city: listing.city, speciality: listing.specialty };
}

/**
 * Whether the part is live, the search the address asks for, and its key (the search's query in its one written
 * form). A prerendered part (and its hydration) knows no address: it shows the search of its page's path, `listing`
 * (a listing page's city and specialty), or every doctor, until it is live.
 */
export function useAddressSearch(listing: DoctorListing | null = null): {
  hydrated: boolean;
  address: Address;
  search: DoctorSearch;
  searchKey: string;
} {
  const hydrated = useHydrated();
  const address = useAddress();
  const search = hydrated ? doctorSearchOfAddress(address.pathname, address.search) : listingSearch(listing);
  return { hydrated, address, search, searchKey: serializeDoctorSearch(search) };
}
