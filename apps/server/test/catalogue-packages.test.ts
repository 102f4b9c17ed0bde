import {
  CLINIC_BASIC_PLAN,
  CLINIC_CUSTOM_PLAN,
  FacilityType,
  PackageTier,
  planPricesFor,
  PHARMACY_BASIC_PLAN,
  PRICING_TEASER_CARDS,
} from '@aafiyat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../src/seed/packages';
import { expectContract, startServer, type TestServer } from './harness';

interface PackageBody {
  id: number;
  tier: number;
  package_name: string;
  title: string;
  package_amount: number;
  package_discount: number;
  package_duration: number;
  is_btn: boolean;
  all_sub: { id: number; description: string }[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

async function list(url: string, id: 'listBasicPackages' | 'listPharmacyPackages') {
  const response = await server.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  expectContract(id, response);
  return response.json<{ data: PackageBody[] }>().data;
}

const CLINIC_URL = '/api/admin/subscription/basic_pkg';
const PHARMACY_URL = '/api/pharmacy_subscription_package/get_pharmacy_subscription_package';

describe('subscription packages', () => {
  it('answers empty lists before any package is stored', async () => {
    expect(await list(CLINIC_URL, 'listBasicPackages')).toEqual([]);
    expect(await list(PHARMACY_URL, 'listPharmacyPackages')).toEqual([]);
  });

  it('lists the clinic packages from the domain’s plans, cheapest first', async () => {
    await seedPackages(server.db);
    const packages = await list(CLINIC_URL, 'listBasicPackages');
    expect(packages.map((entry) => entry.tier)).toEqual([
      PackageTier.BASIC,
      PackageTier.STANDARD,
      PackageTier.PREMIUM,
      PackageTier.CUSTOM,
    ]);
    const amounts = packages.map((entry) => entry.package_amount);
    expect(amounts).toEqual([...amounts].sort((left, right) => left - right));

    const teaser = PRICING_TEASER_CARDS.find((card) => card.package_name === 'Clinic');
    expect(packages[0]).toMatchObject({
      package_name: CLINIC_BASIC_PLAN.name,
      package_amount: teaser?.package_amount,
      package_discount: teaser?.package_discount,
      package_duration: 1,
      is_btn: true,
      all_sub: CLINIC_BASIC_PLAN.features,
    });
    expect(packages[3]).toMatchObject({ package_name: 'Custom', all_sub: CLINIC_CUSTOM_PLAN.features });
    // Exactly the domain's list prices: the product page is built with them, so nothing changes when these arrive.
    expect(
      packages.map(({ package_name, title, package_amount, package_discount, is_btn }) => [
        package_name,
        title,
        package_amount,
        package_discount,
        is_btn,
      ]),
    ).toEqual(
      planPricesFor(FacilityType.CLINIC).map((price) => [
        price.plan.name,
        price.title,
        price.amount,
        price.discount,
        price.button,
      ]),
    );
  });

  it('lists the pharmacy packages, and only those', async () => {
    const packages = await list(PHARMACY_URL, 'listPharmacyPackages');
    const teaser = PRICING_TEASER_CARDS.find((card) => card.package_name === 'Pharmacy');
    expect(packages).toHaveLength(1);
    expect(packages[0]).toMatchObject({
      tier: PackageTier.BASIC,
      title: teaser?.title,
      package_amount: teaser?.package_amount,
      package_discount: teaser?.package_discount,
      all_sub: PHARMACY_BASIC_PLAN.features,
    });
    const clinicIds = (await list(CLINIC_URL, 'listBasicPackages')).map((entry) => entry.id);
    expect(clinicIds).not.toContain(packages[0]?.id);
  });
});
