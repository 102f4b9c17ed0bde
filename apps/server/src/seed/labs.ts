// The demo labs: each lab, its branches, and each branch's categories and tests.
import type { Database } from '../db/client';
import { labBranches, labCategories, labs, labTests } from '../db/schema';
import { LAB_CATEGORY_SEEDS, LAB_SEEDS, type LabSeed } from './places';
import type { Random } from './random';

function roundTo50(value: number): number {
  return Math.max(50, Math.round(value / 50) * 50);
}

/** Seeds one branch's categories (the ones every branch offers, and most others) and their tests. */
async function seedBranchCatalogue(
  db: Database,
  random: Random,
  seed: LabSeed,
  branchId: number,
): Promise<void> {
  const offered = LAB_CATEGORY_SEEDS.filter((category) => category.always || random.chance(0.7));
  const categories = await db
    .insert(labCategories)
    .values(offered.map((category) => ({ branchId, name: category.name })))
    .returning({ id: labCategories.id, name: labCategories.name });
  const tests = categories.flatMap((category) => {
    const template = offered.find((candidate) => candidate.name === category.name);
    return (template?.tests ?? []).map(([name, price]) => ({
      categoryId: category.id,
      name,
      price: roundTo50(price * seed.priceFactor * (0.95 + random.next() * 0.1)),
    }));
  });
  if (tests.length > 0) await db.insert(labTests).values(tests);
}

/** The labs, their branches, and each branch's categories and tests (prices vary a little by branch). */
export async function seedLabs(db: Database, random: Random): Promise<void> {
  for (const seed of LAB_SEEDS) {
    const [lab] = await db
      .insert(labs)
      .values({
        name: seed.name,
        about: seed.about,
        phone: seed.phone,
        city: seed.city,
        address: seed.address,
        latitude: seed.latitude,
        longitude: seed.longitude,
      })
      .returning({ id: labs.id });
    if (!lab) throw new Error(`the lab ${seed.name} was not created`);
    for (const branchSeed of seed.branches) {
      const [branch] = await db
        .insert(labBranches)
        .values({ labId: lab.id, ...branchSeed })
        .returning({ id: labBranches.id });
      if (!branch) throw new Error(`the branch ${branchSeed.name} was not created`);
      await seedBranchCatalogue(db, random, seed, branch.id);
    }
  }
}
