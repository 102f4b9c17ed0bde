// The labs list's entries: the partner labs of @aafiyat/domain, each linking to its lab page.
import { PARTNER_LABS, type PartnerLab } from '@aafiyat/domain';
import type { LabListEntry } from '@aafiyat/ui';

/** A lab's page: the lab route with its id. */
export function labHref(id: number): string {
  return `/labs/${String(id)}`;
}

/** A partner lab as the list shows it. */
export function labListEntry(lab: PartnerLab): LabListEntry {
  return {
    name: lab.lab_name,
    href: labHref(lab.id),
    city: lab.city,
    branchCities: lab.branchCities,
    homeSampling: lab.homeSampling,
  };
}

/** The partner labs, in the domain's order (by name). */
export const partnerLabEntries: readonly LabListEntry[] = PARTNER_LABS.map(labListEntry);
