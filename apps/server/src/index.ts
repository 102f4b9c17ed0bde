// Filled by a later step (see the README); the package exists now so the workspace, types and lint cover it.
export {};
