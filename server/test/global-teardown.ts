import './contract-alias';

export default async function globalTeardown(): Promise<void> {
  // Loaded once the alias is in place, as in global-setup.ts.
  const { dropTemplate } = await import('./template-db');
  await dropTemplate();
}
