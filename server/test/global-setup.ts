import './contract-alias';

export default async function globalSetup(): Promise<void> {
  process.env.NODE_ENV = 'test';
  // Loaded once the alias is in place: a static import would be hoisted (and sorted) before it.
  const { createTemplate } = await import('./template-db');
  await createTemplate();
}
